import { useEffect, useRef, useState } from 'react';
import { useConsole } from './session.tsx';

/**
 * The newest report version as its share link will show it: the shared
 * report page itself (/app/report-preview, report.js reading the session-only
 * preview route), framed, so there is one rendering of a report. The frame
 * grows with its page; `revision` reloads it when the draft changes.
 */
export function ReportPreview({ requestId, revision }: { requestId: string; revision: string }) {
  const { api } = useConsole();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(480);
  const src = `/app/report-preview/${encodeURIComponent(requestId)}?${new URLSearchParams({
    tenant: api.tenantId,
    environment: api.environment,
    revision,
  })}`;

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let observer: ResizeObserver | undefined;
    const follow = () => {
      const body = element.contentDocument?.body;
      if (!body) return;
      observer?.disconnect();
      observer = new ResizeObserver(() => setHeight(body.scrollHeight + 24));
      observer.observe(body);
    };
    element.addEventListener('load', follow);
    return () => {
      element.removeEventListener('load', follow);
      observer?.disconnect();
    };
  }, []);

  return (
    <iframe
      ref={frame}
      className="report-preview"
      title="Report preview, as the share link will show it"
      src={src}
      style={{ height }}
    />
  );
}
