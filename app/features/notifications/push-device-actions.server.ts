import type { ZodError } from 'zod';
import { readJsonObject } from '~/lib/json-body.server';
import type { AppServices } from '~/lib/request-context';
import { countDevices, removeDevice, saveDevice } from './push-devices.server';
import { pushEndpointSchema, pushSubscriptionSchema } from './push-subscription';

/** What the notifications control needs: the key to subscribe with and how many devices have alerts on. */
export async function pushDeviceStatus(services: Pick<AppServices, 'db' | 'pushKeys'>, userId: string) {
  return { publicKey: services.pushKeys.publicKey, devices: await countDevices(services.db, userId) };
}

function fieldErrors(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[issue.path.join('.') || 'subscription'] ??= []).push(issue.message);
  return errors;
}

/**
 * POST /api/admin/push-devices with the browser's PushSubscription turns alerts on for that
 * device (201); DELETE with { endpoint } turns them off (200). Errors: 400 with field errors,
 * 413, 415; the caller has already checked the staff role.
 */
export async function apiPushDevices(services: Pick<AppServices, 'db' | 'pushKeys' | 'env'>, userId: string, request: Request): Promise<Response> {
  const body = await readJsonObject(request, 8 * 1024);
  if (!body.ok) return Response.json({ error: body.message }, { status: body.status });
  if (request.method === 'DELETE') {
    const parsed = pushEndpointSchema.safeParse(body.body);
    if (!parsed.success) return Response.json({ error: 'Name the device by its push endpoint.', fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
    const removed = await removeDevice(services.db, userId, parsed.data.endpoint);
    return Response.json({ removed, ...(await pushDeviceStatus(services, userId)) });
  }
  const parsed = pushSubscriptionSchema(services.env.PUSH_ALLOWED_HOSTS).safeParse(body.body);
  if (!parsed.success)
    return Response.json({ error: 'This is not a push subscription this server can use.', fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  await saveDevice(services.db, userId, parsed.data, request.headers.get('user-agent'));
  return Response.json(await pushDeviceStatus(services, userId), { status: 201 });
}
