// Optional sounds, synthesised with WebAudio (no files to load): a move, a capture, a goal, a
// red card, the end of the game, low time. Off by default; the choice is remembered in this
// browser (localStorage).
export type Sound = "move" | "capture" | "goal" | "card" | "end" | "low";

const KEY = "sound";
let ctx: AudioContext | undefined;

export function soundOn(): boolean {
  try {
    return localStorage.getItem(KEY) === "on";
  } catch {
    return false;
  }
}

export function setSound(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? "on" : "off");
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
  if (on) unlock();
}

/** Creates or resumes the audio context (browsers allow it only after a user gesture). */
export function unlock(): void {
  if (!soundOn()) return;
  try {
    ctx ??= new AudioContext();
    if (ctx.state === "suspended") void ctx.resume();
  } catch {
    ctx = undefined;
  }
}

function tone(freq: number, start: number, length: number, type: OscillatorType = "sine", gain = 0.18): void {
  if (!ctx) return;
  const t = ctx.currentTime + start;
  const osc = ctx.createOscillator();
  const g = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, t);
  g.gain.setValueAtTime(0.0001, t);
  g.gain.exponentialRampToValueAtTime(gain, t + 0.008);
  g.gain.exponentialRampToValueAtTime(0.0001, t + length);
  osc.connect(g).connect(ctx.destination);
  osc.start(t);
  osc.stop(t + length + 0.02);
}

/** Plays a sound if sounds are on. */
export function play(sound: Sound): void {
  if (!soundOn()) return;
  unlock();
  if (!ctx || ctx.state !== "running") return;
  switch (sound) {
    case "move":
      tone(520, 0, 0.07, "triangle");
      break;
    case "capture":
      tone(220, 0, 0.12, "square", 0.12);
      tone(150, 0.05, 0.14, "triangle");
      break;
    case "goal":
      [523, 659, 784, 1047].forEach((f, i) => tone(f, i * 0.09, 0.22, "triangle"));
      break;
    case "card":
      tone(880, 0, 0.15, "square", 0.1);
      tone(660, 0.17, 0.2, "square", 0.1);
      break;
    case "end":
      [392, 494, 587].forEach((f) => tone(f, 0, 0.6, "sine", 0.12));
      break;
    case "low":
      tone(1200, 0, 0.05, "sine", 0.1);
      break;
  }
}
