// Chess Football's pieces: chess figures drawn in a 40 × 40 box (the square), in the side's
// colour with the other colour's outline, so both read at 40 px on a light or dark square.
const BASE = '<path class="body" d="M10.5 35.5h19v-3.2q0-1.6-1.6-1.6h-15.8q-1.6 0-1.6 1.6z"/>';

export const FIGURES: Record<string, string> = {
  P: `${BASE}<path class="body" d="M14 30.7q1-7 4.2-9.6a5.4 5.4 0 1 1 3.6 0q3.2 2.6 4.2 9.6z"/>`,
  R: `${BASE}<path class="body" d="M13.5 30.7l1-12.5h11l1 12.5z"/><path class="body" d="M12 18.2v-7.4h3.4v2.8h3v-2.8h3.2v2.8h3v-2.8h3.4v7.4z"/><path class="line" d="M14.6 21.5h10.8"/>`,
  N: `${BASE}<path class="body" d="M13 30.7q-.6-6 3.6-9.6q-3.2.4-5.2 2.6l-2-2.6q1.4-6 6.8-9.4l-.4-3.4l3 2.4q8.8 .4 10 11.3q.6 5-.9 8.7z"/><circle class="mark" cx="18.6" cy="13.8" r="1.3"/><path class="line" d="M11.8 21.4l1.4-1"/>`,
  B: `${BASE}<path class="body" d="M13.6 30.7q-1.4-9 6.4-19.2q7.8 10.2 6.4 19.2z"/><circle class="body" cx="20" cy="8.6" r="2.4"/><path class="line" d="M20 17v6M17 20h6"/>`,
  Q: `${BASE}<path class="body" d="M12 30.7l-3-16.6l6.1 9.3l1.6-12.3l3.3 11.1l3.3-11.1l1.6 12.3l6.1-9.3l-3 16.6z"/><circle class="body" cx="9" cy="13" r="2"/><circle class="body" cx="16.7" cy="10.2" r="2"/><circle class="body" cx="23.3" cy="10.2" r="2"/><circle class="body" cx="31" cy="13" r="2"/><path class="line" d="M13 27h14"/>`,
  K: `${BASE}<path class="body" d="M12.6 30.7q-3.4-10.6 7.4-13.6q10.8 3 7.4 13.6z"/><path class="body" d="M18.5 17.2v-5h-3.2v-3h3.2v-3.4h3v3.4h3.2v3h-3.2v5z"/><path class="line" d="M13.6 26.6h12.8"/>`,
};
