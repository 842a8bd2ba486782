import { useEffect, useState } from 'react';

/** How loud the microphone is now, 0 to 1, measured a few times a second (for the level meter). */
export function useAudioLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    const track = stream?.getAudioTracks()[0];
    if (!stream || !track) return;
    const context = new AudioContext();
    const source = context.createMediaStreamSource(new MediaStream([track]));
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = window.setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      // Speech sits around an RMS of 0.02–0.2: scale so a normal voice fills most of the meter.
      setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 5));
    }, 120);
    void context.resume();
    return () => {
      window.clearInterval(timer);
      source.disconnect();
      void context.close();
    };
  }, [stream]);
  return stream?.getAudioTracks().length ? level : 0;
}
