import { useEffect, useRef, useState } from 'react';
import type { JitsiRoom as JitsiRoomAnswer } from '@sukoon/contract/session-room';
import { Loader } from '../../../components/loader.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { currentLocale } from '../../../lib/locale.ts';
import { m } from '../../../paraglide/messages.js';

interface JitsiApi {
  addListener: (event: string, listener: () => void) => void;
  dispose: () => void;
}
type JitsiApiConstructor = new (domain: string, options: Record<string, unknown>) => JitsiApi;

/** Loads `https://{domain}/external_api.js` once (the page's CSP allows that host on this page only). */
function loadExternalApi(domain: string): Promise<JitsiApiConstructor> {
  const existing = (window as { JitsiMeetExternalAPI?: JitsiApiConstructor }).JitsiMeetExternalAPI;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://${domain}/external_api.js`;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { JitsiMeetExternalAPI?: JitsiApiConstructor }).JitsiMeetExternalAPI;
      if (loaded) resolve(loaded);
      else reject(new Error('external_api.js did not define JitsiMeetExternalAPI'));
    };
    script.onerror = () => reject(new Error('external_api.js did not load'));
    document.head.append(script);
  });
}

/** The `jitsi` provider: the same page embeds the Jitsi room with this person's own signed token. */
export function JitsiRoom({
  jitsi,
  displayName,
  onLeave,
}: {
  jitsi: JitsiRoomAnswer;
  displayName?: string;
  onLeave: () => void;
}) {
  const parent = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const leave = useRef(onLeave);
  useEffect(() => {
    leave.current = onLeave;
  }, [onLeave]);

  useEffect(() => {
    let api: JitsiApi | null = null;
    let isCurrent = true;
    loadExternalApi(jitsi.domain).then(
      (JitsiMeetExternalAPI) => {
        if (!isCurrent || !parent.current) return;
        api = new JitsiMeetExternalAPI(jitsi.domain, {
          roomName: jitsi.roomName,
          jwt: jitsi.jwt,
          parentNode: parent.current,
          width: '100%',
          height: '100%',
          lang: currentLocale(),
          ...(displayName ? { userInfo: { displayName } } : {}),
        });
        api.addListener('readyToClose', () => leave.current());
        setStatus('ready');
      },
      () => {
        if (isCurrent) setStatus('failed');
      },
    );
    return () => {
      isCurrent = false;
      api?.dispose();
    };
  }, [jitsi.domain, jitsi.roomName, jitsi.jwt, displayName]);

  return (
    <div>
      {status === 'loading' ? <Loader label={m.room_jitsi_loading()} /> : null}
      {status === 'failed' ? <StatusMessage kind="error">{m.room_jitsi_failed()}</StatusMessage> : null}
      <div
        ref={parent}
        aria-label={m.room_jitsi_label()}
        role="region"
        className="h-[75vh] min-h-96 overflow-hidden rounded-2xl bg-brand-900"
        hidden={status === 'failed'}
      />
    </div>
  );
}
