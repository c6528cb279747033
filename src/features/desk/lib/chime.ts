/** A short, soft two-note chime made on the spot (no sound file to load). */
export function playChime(): void {
  const AudioContextClass = globalThis.AudioContext;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    const gain = context.createGain();
    gain.connect(context.destination);
    gain.gain.setValueAtTime(0.0001, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.15, context.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + 0.4);
    for (const [index, frequency] of [880, 1320].entries()) {
      const oscillator = context.createOscillator();
      oscillator.frequency.value = frequency;
      oscillator.connect(gain);
      oscillator.start(context.currentTime + index * 0.12);
      oscillator.stop(context.currentTime + 0.4);
    }
    setTimeout(() => void context.close(), 600);
  } catch {
    // A browser that refuses audio before any click stays silent; the toast still tells.
  }
}
