// The stages of a window job, in order, and the moves between them (docs/jobs-and-crews.md).

export const JOB_STAGES = ['measure', 'order-product', 'permit', 'schedule', 'install', 'inspection', 'complete', 'cancelled'] as const;

export type JobStage = (typeof JOB_STAGES)[number];

/** The stages of the work itself, in order (cancelled is outside it). */
export const WORK_STAGES: readonly JobStage[] = JOB_STAGES.filter((stage) => stage !== 'cancelled');

export function isJobStage(value: unknown): value is JobStage {
  return typeof value === 'string' && (JOB_STAGES as readonly string[]).includes(value);
}

/** The stage after `stage` along the work, or undefined at the end (and for a cancelled job). */
export function nextStage(stage: JobStage): JobStage | undefined {
  const index = WORK_STAGES.indexOf(stage);
  return index >= 0 ? WORK_STAGES[index + 1] : undefined;
}

/** The stage before `stage` along the work, or undefined at the start (and for a cancelled job). */
export function previousStage(stage: JobStage): JobStage | undefined {
  const index = WORK_STAGES.indexOf(stage);
  return index > 0 ? WORK_STAGES[index - 1] : undefined;
}

export type StageMoveKind = 'forward' | 'back' | 'cancel' | 'reinstate';

export type StageMoveCheck =
  { ok: true; kind: StageMoveKind; needsReason: boolean } | { ok: false; reason: 'same-stage' | 'complete-cannot-cancel' | 'reason-required'; message: string };

/**
 * Whether a job at `from` may move to `to`: forward along the work freely (a job done with no
 * permit goes from install to complete); back, cancelled, or a cancelled job reinstated, only with
 * a reason. A completed job is reopened by moving it back, never cancelled.
 */
export function checkStageMove(from: JobStage, to: JobStage, reason?: string | null): StageMoveCheck {
  if (from === to) return { ok: false, reason: 'same-stage', message: `The job is already at ${from}.` };
  const hasReason = Boolean(reason?.trim());
  let kind: StageMoveKind;
  if (to === 'cancelled') {
    if (from === 'complete') return { ok: false, reason: 'complete-cannot-cancel', message: 'A completed job cannot be cancelled; move it back first.' };
    kind = 'cancel';
  } else if (from === 'cancelled') kind = 'reinstate';
  else kind = WORK_STAGES.indexOf(to) > WORK_STAGES.indexOf(from) ? 'forward' : 'back';
  const needsReason = kind !== 'forward';
  if (needsReason && !hasReason) return { ok: false, reason: 'reason-required', message: 'Say why the job moves back or is cancelled.' };
  return { ok: true, kind, needsReason };
}
