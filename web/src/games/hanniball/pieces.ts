// Hanniball's figures in a 40 × 40 box: each animal's head on a disc of the side's colour
// (the Monkey's big ears and face, the Lion's mane, the Elephant's ears and trunk, the Horse's
// head), drawn in the other colour so that both sides read at 40 px.
const DISC = '<circle class="disc" cx="20" cy="20" r="16.5"/>';

export const FIGURES: Record<string, string> = {
  // Monkey: round ears, a face with two eyes.
  M: `${DISC}<circle class="mark" cx="9.8" cy="17" r="4.2"/><circle class="mark" cx="30.2" cy="17" r="4.2"/><ellipse class="mark" cx="20" cy="20" rx="8.6" ry="9.6"/><ellipse class="disc" cx="20" cy="22.6" rx="6" ry="5.6"/><circle class="mark" cx="17.2" cy="17.2" r="1.5"/><circle class="mark" cx="22.8" cy="17.2" r="1.5"/><path class="line" d="M17.6 25.2q2.4 1.6 4.8 0"/>`,
  // Lion: a mane of points around the face.
  L: `${DISC}<path class="mark" d="M20 6.5l2.6 4.2l4.6-2l.2 5l4.8 1l-2.4 4.3l3.6 3.3l-4.6 1.9l1.2 4.8l-4.9-.6l-1 4.9l-4.1-2.9l-4.1 2.9l-1-4.9l-4.9.6l1.2-4.8l-4.6-1.9l3.6-3.3l-2.4-4.3l4.8-1l.2-5l4.6 2z"/><circle class="disc" cx="20" cy="20.4" r="7"/><circle class="mark" cx="17.4" cy="19" r="1.3"/><circle class="mark" cx="22.6" cy="19" r="1.3"/><path class="mark" d="M18.2 22.4h3.6l-1.8 2.2z"/>`,
  // Elephant: wide ears, a head and a trunk curling down.
  E: `${DISC}<path class="mark" d="M13.4 12.6q-7-1-7.4 6.2q.2 6.6 6.8 7.4z"/><path class="mark" d="M26.6 12.6q7-1 7.4 6.2q-.2 6.6-6.8 7.4z"/><path class="mark" d="M13 18q0-7.4 7-7.4t7 7.4q0 4.2-3.6 6.2v5.8q0 3.6 2.6 3.4l-.2 2.2q-5.4.6-5.8-5.4v-3.4q-.6 .2-1.2 .2q-5.8-1-5.8-9z"/><circle class="disc" cx="17" cy="17.6" r="1.3"/><circle class="disc" cx="23" cy="17.6" r="1.3"/>`,
  // Horse: a head and neck in profile.
  H: `${DISC}<path class="mark" d="M13.6 32q-.4-5.4 3-8.6q-2.8.4-4.6 2.2l-1.8-2.4q1.2-5.4 6-8.4l-.3-3.2l2.7 2.1q7.8.4 8.9 10.1q.4 4.4-.8 8.2z"/><circle class="disc" cx="18.6" cy="15.2" r="1.2"/>`,
};
