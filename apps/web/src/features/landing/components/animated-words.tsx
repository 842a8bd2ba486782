/** Lets `text` appear word by word, 0.2 s apart; screen readers hear it once, whole. */
export function AnimatedWords({ text, delayStep = 0.2 }: { text: string; delayStep?: number }) {
  const words = text.split(' ');
  return (
    <>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true">
        {words.map((word, index) => (
          <span key={`${word}-${index}`}>
            <span
              data-word
              className="inline-block motion-safe:animate-word-in"
              style={{ animationDelay: `${(index * delayStep).toFixed(1)}s` }}
            >
              {word}
            </span>
            {index < words.length - 1 ? ' ' : null}
          </span>
        ))}
      </span>
    </>
  );
}
