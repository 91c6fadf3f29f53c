/** What a form's post answered: a message for its live regions, ok or refused. */
export interface ReplyMessage {
  ok: boolean;
  message: string;
}

/** A form's two live regions, always present so an answer is announced when it appears: done (status) or refused (alert). */
export function ReplyMessages({ reply, className }: { reply: ReplyMessage | undefined; className?: string }) {
  return (
    <div className={className}>
      <p role="status" className="text-sm font-medium text-success-700">
        {reply?.ok ? reply.message : ''}
      </p>
      <p role="alert" className="text-sm font-medium text-danger-700">
        {reply && !reply.ok ? reply.message : ''}
      </p>
    </div>
  );
}
