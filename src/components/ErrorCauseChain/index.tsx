/**
 * ErrorCauseChain: the message of an error and of each `cause` behind it, first to last.
 * Used by the crash screens (src/theme/ErrorPageContent.tsx, src/theme/Error.tsx) so a reader
 * can quote the whole chain to support.
 */
import React from 'react';
import {getErrorCausalChain} from '@docusaurus/utils-common';

export default function ErrorCauseChain({error}: {error: Error}): React.JSX.Element {
  // A cause that is not an Error (a string, say) has no message: it shows as it is.
  const [first, ...causes] = getErrorCausalChain(error).map((cause) => cause.message ?? String(cause));
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
