import { useId, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { m } from '../../../paraglide/messages.js';
import type { ChatLine } from '../hooks/use-call.ts';

/** Text over the call itself (its data channel), for when voice fails; nothing of it is kept anywhere. */
export function ChatPanel({
  lines,
  peerName,
  isOpen,
  onSend,
}: {
  lines: ChatLine[];
  peerName: string;
  isOpen: boolean;
  onSend: (text: string) => boolean;
}) {
  const [text, setText] = useState('');
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed && onSend(trimmed)) setText('');
  };
  return (
    <section aria-labelledby="room-chat-heading" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="room-chat-heading" className="font-semibold text-brand-900">
        {m.room_chat_heading()}
      </h2>
      <p className="text-xs text-slate-600">{m.room_chat_private()}</p>
      <ol
        role="log"
        aria-live="polite"
        aria-label={m.room_chat_log()}
        className="mt-3 flex max-h-64 flex-col gap-2 overflow-y-auto"
      >
        {lines.map((line) => (
          <li
            key={line.id}
            className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words ${
              line.from === 'me'
                ? 'self-end bg-brand-700 text-white'
                : 'self-start bg-sand-100 text-slate-900'
            }`}
          >
            <span className="sr-only">{line.from === 'me' ? m.room_chat_you() : peerName}: </span>
            <span data-user-content>{line.text}</span>
          </li>
        ))}
      </ol>
      <form onSubmit={submit} className="mt-3 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {m.room_chat_label({ name: peerName })}
        </label>
        <input
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={2000}
          autoComplete="off"
          placeholder={isOpen ? m.room_chat_placeholder() : m.room_chat_not_ready()}
          disabled={!isOpen}
          className="min-h-11 min-w-0 flex-1 rounded-full border border-slate-300 px-4 text-base disabled:bg-slate-100"
        />
        <Button type="submit" disabled={!isOpen} aria-label={m.room_chat_send()}>
          <Send aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{m.room_chat_send()}</span>
        </Button>
      </form>
    </section>
  );
}
