import { aiTransformationBusinessCaseTemplate } from './ai-transformation-business-case-template.ts';
import { breakingFreeFromOverthinking } from './breaking-free-from-overthinking.ts';
import { fiveAiToolsThatSaveHours } from './five-ai-tools-that-save-hours.ts';
import { marketingTeamsBeforeAndAfterAi } from './marketing-teams-before-and-after-ai.ts';
import type { ResourceDocument } from './resource-document.ts';
import { runMeetingsLikeACeo } from './run-meetings-like-a-ceo.ts';
import { summitSponsorPack } from './summit-sponsor-pack.ts';
import { tenAiToolsForLeadershipSkills } from './ten-ai-tools-for-leadership-skills.ts';

/**
 * Every PDF in the `resources` storage path, by file name: the six resources of
 * content/resources.ts (`pdfPath`) and the summit sponsor pack (`siteConfig.sponsorPackFile`).
 */
export const documentsByFile: Readonly<Record<string, ResourceDocument>> = {
  'breaking-free-from-overthinking.pdf': breakingFreeFromOverthinking,
  'ai-transformation-business-case-template.pdf': aiTransformationBusinessCaseTemplate,
  'run-meetings-like-a-ceo.pdf': runMeetingsLikeACeo,
  '5-ai-tools-that-save-hours.pdf': fiveAiToolsThatSaveHours,
  'marketing-teams-before-and-after-ai.pdf': marketingTeamsBeforeAndAfterAi,
  '10-ai-tools-for-leadership-skills.pdf': tenAiToolsForLeadershipSkills,
  'summit-sponsor-pack.pdf': summitSponsorPack,
};
