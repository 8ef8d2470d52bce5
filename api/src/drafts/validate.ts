// Publish settings checks (400 `validation` naming the field): the one rule of @shirube/domain (publish.ts),
// which the editor's publish form uses too; here the payload's rate fraction becomes basis points.
import type { PublishPayload } from '@shirube/api-contract';
import { publishableProblem, publishSettingsProblems, rateToBp, type PublishProblem } from '@shirube/domain';

export type { PublishProblem };

export function publishProblem(
  p: PublishPayload,
  body: readonly string[],
  title: string,
): PublishProblem | { field: 'reservePublishType'; reason: string } | null {
  const unpublishable = publishableProblem(title, body);
  if (unpublishable) return unpublishable;
  const affiliateRateBp = Number.isFinite(p.affiliateRate) ? rateToBp(p.affiliateRate) : NaN;
  const settings = { ...p, affiliateRateBp, tags: p.tags ?? [] };
  const problem = publishSettingsProblems(settings, body.length)[0];
  if (problem) return problem;
  if (p.reservePublishType != null && !['now', 'reserve'].includes(p.reservePublishType)) {
    return { field: 'reservePublishType', reason: 'must be now or reserve' };
  }
  return null;
}
