/** CALL-10: the busy tone in the owner tab: three cadences of 425 Hz, 0.5 s on and 0.5 s off (the European tone). */
export function playBusyTone(): void {
  if (typeof AudioContext === 'undefined') return;
  const context = new AudioContext();
  const gain = context.createGain();
  gain.gain.value = 0;
  gain.connect(context.destination);
  const oscillator = context.createOscillator();
  oscillator.frequency.value = 425;
  oscillator.connect(gain);
  const start = context.currentTime;
  for (let beat = 0; beat < 3; beat += 1) {
    gain.gain.setValueAtTime(0.2, start + beat);
    gain.gain.setValueAtTime(0, start + beat + 0.5);
  }
  oscillator.start(start);
  oscillator.stop(start + 3);
  oscillator.onended = () => void context.close();
}
