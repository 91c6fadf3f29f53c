import { z } from 'zod';
import type { Actor } from '~/lib/audit-log.server';
import { readJsonObject } from '~/lib/json-body.server';
import type { AppServices } from '~/lib/request-context';
import { type Conversation, listConversations } from './conversations.server';
import { queueText } from './outbound.server';
import { textingEnabled } from './twilio/config.server';

// The conversations API for staff (docs/texting.md): GET /api/admin/conversations and
// POST /api/admin/conversations/<id>/messages. Without texting configured both answer 404.

function jsonError(status: number, error: string, fieldErrors?: Record<string, string[]>) {
  return Response.json(fieldErrors ? { error, fieldErrors } : { error }, { status });
}

function apiConversation(conversation: Conversation) {
  return {
    id: conversation.id,
    phone: conversation.phone,
    leadId: conversation.leadId,
    leadKind: conversation.leadKind,
    optedOut: conversation.optedOut,
    assignedTo: conversation.assignedTo,
    unread: conversation.unread,
    messages: conversation.messages.map((message) => ({
      id: message.id,
      direction: message.direction,
      body: message.body,
      media: message.media,
      status: message.status,
      errorCode: message.errorCode,
      createdAt: message.createdAt,
    })),
  };
}

const NOT_CONFIGURED = 'Texting is not set up on this site.';

const listQuery = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^\+[1-9]\d{7,14}$/, 'phone must be a number in E.164, such as +13055550142')
    .optional(),
  unread: z.enum(['true', 'false'], { error: 'unread must be true or false' }).optional(),
});

/** GET /api/admin/conversations?phone=&unread= */
export async function apiListConversations(services: AppServices, request: Request): Promise<Response> {
  if (!textingEnabled(services.env)) return jsonError(404, NOT_CONFIGURED);
  const params = new URL(request.url).searchParams;
  const parsed = listQuery.safeParse({ phone: params.get('phone') ?? undefined, unread: params.get('unread') ?? undefined });
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const problem of parsed.error.issues) (fieldErrors[problem.path.join('.')] ??= []).push(problem.message);
    return jsonError(400, parsed.error.issues[0]!.message, fieldErrors);
  }
  const unread = parsed.data.unread === undefined ? undefined : parsed.data.unread === 'true';
  const conversations = await listConversations(services.db, { phone: parsed.data.phone, unread });
  return Response.json({ conversations: conversations.map(apiConversation) });
}

/** POST /api/admin/conversations/<id>/messages {"body"} → 201 {"message"}; 409 when the number opted out; 400 for an empty or over-long body. */
export async function apiSendReply(services: AppServices, conversationId: string, actor: Actor, request: Request): Promise<Response> {
  if (!textingEnabled(services.env)) return jsonError(404, NOT_CONFIGURED);
  const body = await readJsonObject(request);
  if (!body.ok) return jsonError(body.status, body.message);
  if (typeof body.body.body !== 'string') return jsonError(400, 'body must be the text to send.', { body: ['body must be the text to send.'] });
  const result = await queueText(services, conversationId.slice(0, 100), { body: body.body.body, kind: 'reply', sentBy: actor.email });
  if (result.ok) {
    const { message } = result;
    return Response.json(
      { message: { id: message.id, direction: message.direction, body: message.body, status: message.status, createdAt: message.createdAt } },
      { status: 201 },
    );
  }
  if (result.reason === 'invalid') return jsonError(400, result.message, { body: [result.message] });
  if (result.reason === 'opted-out') return jsonError(409, result.message);
  return jsonError(404, result.message);
}
