import type { FormReply } from '~/lib/form-reply';

/** A form's two live regions, always present so an answer is announced when it appears: done (status) or refused (alert). */
export function ReplyMessages({ reply }: { reply: FormReply | undefined }) {
  return (
    <>
      <p role="status" className="text-sm font-medium text-success-700">
        {reply?.ok ? reply.message : ''}
      </p>
      <p role="alert" className="text-sm font-medium text-danger-700">
        {reply && !reply.ok ? reply.message : ''}
      </p>
    </>
  );
}
