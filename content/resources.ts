/** The six downloadable resources (docs/product/data.md#resources). */

export type ResourceType = 'Guide' | 'Template' | 'Tools' | 'Analysis';

export type ResourceIcon =
  'brain' | 'file-text' | 'calendar-check' | 'wrench' | 'bar-chart' | 'sparkles';

export type Resource = {
  title: string;
  description: string;
  type: ResourceType;
  icon: ResourceIcon;
  /** File name inside the public `resources` storage bucket. */
  pdfPath: string;
};

export const resources: readonly Resource[] = [
  {
    title: 'Breaking Free from Overthinking',
    description:
      'A leader’s guide to turning endless deliberation into clear, confident decisions.',
    type: 'Guide',
    icon: 'brain',
    pdfPath: 'breaking-free-from-overthinking.pdf',
  },
  {
    title: 'AI Transformation Business Case',
    description:
      'A fill-in template for marketing teams making the case for AI investment to leadership.',
    type: 'Template',
    icon: 'file-text',
    pdfPath: 'ai-transformation-business-case-template.pdf',
  },
  {
    title: 'Run Meetings Like a CEO',
    description: 'A 7-step productivity guide to shorter, sharper meetings that end in decisions.',
    type: 'Guide',
    icon: 'calendar-check',
    pdfPath: 'run-meetings-like-a-ceo.pdf',
  },
  {
    title: '5 AI Tools That Save Hours',
    description: 'Five practical AI tools that take repetitive work off your week.',
    type: 'Tools',
    icon: 'wrench',
    pdfPath: '5-ai-tools-that-save-hours.pdf',
  },
  {
    title: 'Marketing Teams: Before and After AI',
    description: 'An analysis of how everyday marketing work changes once a team adopts AI well.',
    type: 'Analysis',
    icon: 'bar-chart',
    pdfPath: 'marketing-teams-before-and-after-ai.pdf',
  },
  {
    title: '10 AI Tools for Leadership Skills',
    description: 'Ten AI tools that help leaders coach, communicate, plan and decide.',
    type: 'Tools',
    icon: 'sparkles',
    pdfPath: '10-ai-tools-for-leadership-skills.pdf',
  },
];

/** The button label depends on the resource type (docs/product/screens.md#resource-cards). */
export function resourceButtonLabel(type: string): string {
  switch (type) {
    case 'Guide':
      return 'Get Guide';
    case 'Template':
      return 'Get Template';
    case 'Tools':
      return 'See Tools';
    case 'Analysis':
      return 'See Analysis';
    default:
      return 'View Resource';
  }
}
