import type { EstimateHooks } from '~/features/estimates/estimate-hooks';
import { createJobForOrder } from './job-records.server';

/**
 * Approving an estimate makes its order's job, in the approval's transaction, after whatever
 * `before` does there (payments: the deposit invoice): approved with its job, or not at all.
 */
export function withJobOnApproval(before: Pick<EstimateHooks, 'approved'> = {}): Required<Pick<EstimateHooks, 'approved'>> {
  return {
    approved: async (trx, approved, now) => {
      await before.approved?.(trx, approved, now);
      await createJobForOrder(trx, approved.orderId, now);
    },
  };
}
