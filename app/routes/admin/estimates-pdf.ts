import type { Route } from './+types/estimates-pdf';
import { requireAdmin } from '~/features/accounts/guards.server';
import { signedPdfResponse } from '~/features/estimates/estimate-handlers.server';
import { clientIpContext, servicesContext } from '~/lib/request-context';

/** The signed estimate's PDF, as both sides were emailed it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireAdmin(request, context);
  return signedPdfResponse(context.get(servicesContext), params.estimateId, { by: 'staff', email: staff.email, ipAddress: context.get(clientIpContext) });
}
