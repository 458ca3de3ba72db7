/**
 * ErrorCauseChain: the message of an error and of each `cause` behind it, first to last.
 * Used by the crash screens (src/theme/ErrorPageContent.tsx, src/theme/Error.tsx) so a reader
 * can quote the whole chain to support.
 */
import React from 'react';

function causalChain(error: unknown): string[] {
  const messages: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current) && messages.length < 10) {
    seen.add(current);
    messages.push(current instanceof Error ? current.message : typeof current === 'string' ? current : (JSON.stringify(current) ?? typeof current));
    current = current instanceof Error ? (current as Error & {cause?: unknown}).cause : undefined;
  }
  return messages;
}

export default function ErrorCauseChain({error}: {error: unknown}): React.JSX.Element {
  const [first, ...causes] = causalChain(error);
  return (
    <div className="error-cause-chain">
      <p>
        <code>{first}</code>
      </p>
      {causes.length > 0 && (
        <ol aria-label="原因">
          {causes.map((message, index) => (
            <li key={index}>
              原因：<code>{message}</code>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
