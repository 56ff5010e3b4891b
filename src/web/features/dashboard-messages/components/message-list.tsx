import { useState } from 'react';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { formatOrdinalDateTime } from '#web/lib/ordinal-date.ts';
import { toast } from '#web/lib/toast.ts';
import { MESSAGES_PAGE_SIZE, useMessages } from '../api/get-messages.ts';
import { useMarkMessageHandled } from '../api/mark-message-handled.ts';

/** The contact form's inbox, newest first; staff mark each message handled once dealt with. */
export function MessageList() {
  const [page, setPage] = useState(0);
  const messages = useMessages(page);
  const markHandled = useMarkMessageHandled();

  if (!messages.data) {
    return messages.isError ? (
      <p role="alert" className="mt-6 text-red-700">
        We couldn't load the messages: {messages.error.message}
      </p>
    ) : (
      <LoadingStatus label="Loading the messages…" />
    );
  }

  const { items, total } = messages.data;
  return (
    <div className="mt-6">
      {items.length === 0 ? (
        <p className="text-slate-600">No messages yet.</p>
      ) : (
        <ul className="space-y-4">
          {items.map((message) => (
            <li key={message.id}>
              <article
                aria-label={`Message from ${message.name}`}
                data-testid="contact-message"
                className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
              >
                <header className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="text-lg font-semibold text-brand-900">{message.name}</h2>
                  <p className="text-sm text-slate-600">
                    {formatOrdinalDateTime(message.createdAt)}
                  </p>
                </header>
                <p className="mt-1 text-sm break-all">
                  <a href={`mailto:${message.email}`} className="text-brand-700 underline">
                    {message.email}
                  </a>
                  {message.phone && (
                    <>
                      {' · '}
                      <a href={`tel:${message.phone}`} className="text-brand-700 underline">
                        {message.phone}
                      </a>
                    </>
                  )}
                </p>
                <p className="mt-3 whitespace-pre-line text-slate-800">{message.message}</p>
                <footer className="mt-4">
                  {message.handledAt ? (
                    <p className="text-sm font-medium text-green-800">
                      Handled {formatOrdinalDateTime(message.handledAt)}
                      {message.handledBy && ` by ${message.handledBy}`}
                    </p>
                  ) : (
                    <button
                      type="button"
                      disabled={markHandled.isPending}
                      onClick={() =>
                        markHandled.mutate(message.id, {
                          onSuccess: () =>
                            toast.success(`Marked ${message.name}'s message as handled`),
                          onError: (error) => toast.error(error.message),
                        })
                      }
                      className="rounded bg-brand-900 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
                    >
                      Mark as handled
                    </button>
                  )}
                </footer>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageSize={MESSAGES_PAGE_SIZE} total={total} onPage={setPage} />
    </div>
  );
}
