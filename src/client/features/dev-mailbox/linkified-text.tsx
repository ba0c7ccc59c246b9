import { Fragment } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"')\]]+)/g;

/** Plain text with every http(s) address turned into a normal link (mail bodies in the dev mailbox). */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a
            key={index}
            href={part}
            className="break-all font-medium text-primary underline underline-offset-4"
          >
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
