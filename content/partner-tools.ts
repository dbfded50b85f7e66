import { siteConfig, type PartnerToolId } from './site.ts';

/**
 * The nine partner tools (docs/product/screens.md#partners). Addresses come from `siteConfig`;
 * each tile shows a lettered mark of our own, never the company's logo.
 */

export type PartnerTool = {
  id: PartnerToolId;
  name: string;
  /** What the tool does, in one line. */
  description: string;
  /** How members put it to work. */
  memberUse: string;
  /** One or two letters for the tile's mark. */
  monogram: string;
  url: string;
};

type PartnerToolContent = Omit<PartnerTool, 'url'>;

const tools: readonly PartnerToolContent[] = [
  {
    id: 'perplexity',
    name: 'Perplexity',
    description: 'An AI answer engine that searches the web and cites its sources.',
    memberUse: 'Members use it to research markets and prepare for board meetings in minutes.',
    monogram: 'P',
  },
  {
    id: 'notebooklm',
    name: 'NotebookLM',
    description: 'A research notebook that answers questions from the documents you give it.',
    memberUse:
      'Members load reports and policies into it to brief themselves before big decisions.',
    monogram: 'N',
  },
  {
    id: 'gamma',
    name: 'Gamma',
    description: 'Turns an outline or a few notes into a polished presentation.',
    memberUse: 'Members draft talks, pitches and team updates in a fraction of the usual time.',
    monogram: 'G',
  },
  {
    id: 'elevenlabs',
    name: 'ElevenLabs',
    description: 'Realistic AI voice generation and dubbing in many languages.',
    memberUse: 'Members narrate training material and translate videos for global teams.',
    monogram: 'EL',
  },
  {
    id: 'runway',
    name: 'Runway',
    description: 'AI video generation and editing tools for creative teams.',
    memberUse: 'Members prototype campaign videos and visual ideas before briefing an agency.',
    monogram: 'R',
  },
  {
    id: 'descript',
    name: 'Descript',
    description: 'Edits audio and video by editing the transcript, like a document.',
    memberUse: 'Members turn recorded talks and webinars into podcasts and short clips.',
    monogram: 'D',
  },
  {
    id: 'otter',
    name: 'Otter',
    description: 'Live meeting transcription with AI summaries and action items.',
    memberUse: 'Members stay present in meetings and share clear notes afterwards.',
    monogram: 'O',
  },
  {
    id: 'canva',
    name: 'Canva',
    description: 'A design platform with AI features for graphics, documents and social posts.',
    memberUse: 'Members design event visuals, LinkedIn banners and one-page briefs themselves.',
    monogram: 'C',
  },
  {
    id: 'zapier',
    name: 'Zapier',
    description:
      'Connects thousands of apps and automates the work between them, now with AI steps.',
    memberUse: 'Members automate follow-ups, reporting and the small admin that eats a week.',
    monogram: 'Z',
  },
];

export const partnerTools: readonly PartnerTool[] = tools.map((tool) => ({
  ...tool,
  url: siteConfig.external.partnerTools[tool.id],
}));

/** What a partnership with the community can look like (the partners page's enquiry pitch). */
export const partnershipOffers: readonly { title: string; description: string }[] = [
  {
    title: 'Member offers',
    description: 'Extended trials or discounts that help members try your tool properly.',
  },
  {
    title: 'Workshops',
    description: 'A hands-on session where members learn to use your product on real work.',
  },
  {
    title: 'Events and the summit',
    description: 'Host a meetup, sponsor an evening or exhibit at the London summit.',
  },
];
