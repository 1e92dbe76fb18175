// Copenhagen Hnefatafl's pieces in a 40 × 40 box: round stones with a rim (the Attackers
// dark, the Defenders light) and the King, a larger light stone with a crown.
export const FIGURES: Record<string, string> = {
  "": '<circle class="disc" cx="20" cy="20" r="14.5"/><circle class="rim" cx="20" cy="20" r="10.5"/>',
  K: '<circle class="disc king" cx="20" cy="20" r="17"/><path class="crown" d="M11.5 26.5l-1.5-11l5.6 5l4.4-8l4.4 8l5.6-5l-1.5 11z"/><path class="rim" d="M12 29.4h16"/>',
};
