/**
 * The AI Playbook (docs/product/screens.md#ai-playbook; its glossary entries, learning types and
 * bias types in docs/product/data.md#static-content). Written for a general audience, children
 * included: short sentences, concrete examples, no maths.
 * SAMPLE DATA: fictional people — the author is the fictional organiser (people.ts), and her
 * portrait is an illustration, not a photograph of a real person.
 */
import { organiser } from './people.ts';

export type GlossaryEntry = { term: string; meaning: string };

export type LearningType = { type: string; description: string };

export type BiasType = { type: string; description: string };

/** A titled point: a capability, a reason AI fails, an everyday use… */
export type PlaybookPoint = { title: string; description: string };

/** A boxed story or tip inside a section ("A real example", "How to fix it"). */
export type PlaybookCallout = { title: string; text: string };

export type ChecklistItem = { label: string; question: string };

/** Anchor ids of the page's sections, in page order. */
export type PlaybookSectionId =
  | 'glossary'
  | 'what-is-ai'
  | 'how-ai-learns'
  | 'when-robots-lie'
  | 'is-ai-fair'
  | 'ethical-ai'
  | 'everyday-ai'
  | 'about-the-author';

export const playbookHero = {
  title: 'The AI Playbook',
  lead: 'A friendly guide to the technology everyone is talking about: what it is, how it learns, where it goes wrong and how to use it well.',
  intro: {
    title: 'How to use this playbook',
    paragraphs: [
      'You do not need to know any maths or code. Each part explains one big idea in plain words and ends with a real example.',
      'Read it from top to bottom, or jump to the part you are curious about. It works well read aloud, so grown-ups and children can explore it together.',
    ],
  },
} as const;

export const glossary = {
  id: 'glossary',
  title: 'Glossary',
  lead: 'Eight words you will hear a lot. Come back here whenever one of them pops up.',
  entries: [
    {
      term: 'AI',
      meaning:
        'Short for artificial intelligence. Computer programs that do jobs we usually think need human thinking, like understanding words, recognising pictures or making choices.',
    },
    {
      term: 'Machine Learning',
      meaning:
        'A way of building AI where the computer learns from lots of examples, instead of a person writing down every rule.',
    },
    {
      term: 'Neural Network',
      meaning:
        'A kind of machine-learning program made of layers of tiny calculators that pass numbers to each other. It was loosely inspired by how brain cells send signals.',
    },
    {
      term: 'Bias',
      meaning:
        'When a system treats some people or things unfairly, often because the examples it learned from were unbalanced.',
    },
    {
      term: 'Misinformation',
      meaning:
        'False or misleading information shared by someone who believes it is true. They are not trying to trick you, but it can still cause harm.',
    },
    {
      term: 'Disinformation',
      meaning:
        'False information made and shared on purpose to trick people, for example to change what they think, buy or vote for.',
    },
    {
      term: 'Generative AI',
      meaning:
        'AI that creates something new, such as text, pictures, music or video, based on patterns it learned from millions of examples.',
    },
    {
      term: 'Ethical AI',
      meaning:
        'Designing and using AI in ways that are safe, fair and honest, and that respect the people it affects.',
    },
  ] satisfies readonly GlossaryEntry[],
} as const;

export const whatIsAi = {
  id: 'what-is-ai',
  title: 'What Even Is AI?',
  lead: 'AI is not a robot brain that thinks like a person. It is a set of computer programs that have become very good at a few particular jobs.',
  capabilities: [
    {
      title: 'Understand language',
      description: 'It can read and write text, answer questions and translate between languages.',
    },
    {
      title: 'Recognise what it sees and hears',
      description: 'It can spot faces in photos, read handwriting and turn speech into text.',
    },
    {
      title: 'Spot patterns and predict',
      description:
        'It can find patterns in huge piles of information and guess what is likely to happen next, like tomorrow’s weather or the next word in a sentence.',
    },
    {
      title: 'Recommend and decide',
      description:
        'It can suggest what to watch, which route to take or which email is probably spam.',
    },
  ] satisfies readonly PlaybookPoint[],
  example: {
    title: 'A real example',
    text: 'You ask a smart speaker, “Will it rain tomorrow?” AI turns the sound of your voice into words, works out that you want the weather forecast, finds it, and reads the answer back to you. All of that takes about a second.',
  } satisfies PlaybookCallout,
} as const;

export const howAiLearns = {
  id: 'how-ai-learns',
  title: 'How AI Learns',
  lead: 'Nobody types in every rule. Instead, AI learns from examples, a bit like you learned to recognise a dog long before anyone could explain what makes a dog a dog.',
  learningTypes: [
    {
      type: 'Supervised learning',
      description:
        'Learning with the answers. Like practising with flashcards that have the answer on the back: the computer sees thousands of photos labelled “cat” or “dog” until it can label new photos by itself.',
    },
    {
      type: 'Unsupervised learning',
      description:
        'Finding groups without being told what they are. Like tipping out a jar of buttons and sorting them by colour and size, even though nobody gave you the groups.',
    },
    {
      type: 'Reinforcement learning',
      description:
        'Learning by trial and error. Like playing a video game: try a move, win points or lose a life, and slowly discover which moves work best.',
    },
  ] satisfies readonly LearningType[],
  failures: {
    title: 'Why it sometimes gets things wrong',
    items: [
      {
        title: 'Poor or missing examples',
        description:
          'If the examples are wrong, messy or leave things out, the AI learns the mistakes too.',
      },
      {
        title: 'Learning the wrong lesson',
        description:
          'AI can take shortcuts. One picture program seemed great at spotting wolves, until people noticed it was really spotting snow, because most wolf photos had snow in them.',
      },
      {
        title: 'The world changes',
        description:
          'AI learns from the past. When things change, like new slang, new products or a new illness, its old examples no longer fit.',
      },
    ] satisfies readonly PlaybookPoint[],
  },
} as const;

export const whenRobotsLie = {
  id: 'when-robots-lie',
  title: 'When Robots Lie',
  lead: 'AI does not mean to lie. But people can use it to make fake things that look and sound real, and some AI tools state made-up facts very confidently.',
  tricks: [
    {
      title: 'Deepfakes',
      description:
        'Videos, photos or voices made by AI that show someone saying or doing something they never did.',
    },
    {
      title: 'Scam messages',
      description:
        'Texts and emails written by AI that sound friendly, urgent and real, to get you to click a link, share a password or send money.',
    },
    {
      title: 'Bots',
      description:
        'Fake accounts run by computer programs that post and reply automatically, to make an idea look more popular than it really is.',
    },
  ] satisfies readonly PlaybookPoint[],
  example: {
    title: 'A real example',
    text: 'A parent gets a voice message that sounds exactly like their teenager: “I’ve lost my phone, please send money to this account now.” The voice was copied by AI from a short video posted online. The teenager was safe at school all along.',
  } satisfies PlaybookCallout,
  fix: {
    title: 'How to fix it: stop, check, ask',
    text: 'Stop before you act, especially when a message feels urgent. Check in another way, such as calling the person on the number you already have. Ask someone you trust. Families can also agree a secret code word that a real call would always include.',
  } satisfies PlaybookCallout,
} as const;

export const isAiFair = {
  id: 'is-ai-fair',
  title: 'Is AI Always Fair?',
  lead: 'AI can be unfair without anyone meaning it to be. It copies the patterns in its examples, including the unfair ones.',
  biasTypes: [
    {
      type: 'Data bias',
      description:
        'When the examples leave some people out or include too few of them. A face-recognition system that learned mostly from lighter-skinned faces makes more mistakes with darker-skinned faces.',
    },
    {
      type: 'Confirmation bias',
      description:
        'When people look for proof that agrees with what they already believe and ignore the rest. Builders who only test the cases they expect to work will miss the ones that do not.',
    },
    {
      type: 'Societal bias',
      description:
        'When unfairness that already exists in the world gets copied into AI. If most engineers in the past were men, an AI that learns from old job records may decide that “engineer” means “man”.',
    },
  ] satisfies readonly BiasType[],
  example: {
    title: 'A real example',
    text: 'A large technology company built a tool to sort job applications. It learned from ten years of CVs, most of them from men, and started marking down CVs that mentioned the word “women’s”, as in “captain of the women’s chess club”. The company stopped using the tool.',
  } satisfies PlaybookCallout,
} as const;

export const ethicalAi = {
  id: 'ethical-ai',
  title: 'Giving Robots Rules (Ethical AI)',
  lead: 'Rules for AI are really rules for the people who build and use it. Here are four big ideas most experts agree on.',
  points: [
    {
      title: 'Protect privacy',
      description:
        'People’s personal information belongs to them. Collect only what is needed and keep it safe.',
    },
    {
      title: 'Be open about it',
      description: 'People should know when they are talking to AI and how it reached a decision.',
    },
    {
      title: 'Keep a human in charge',
      description:
        'A real person must be responsible for what an AI does, and able to fix or stop it.',
    },
    {
      title: 'Include everyone',
      description:
        'Test AI with all kinds of people, so it works well for everyone and not just for some.',
    },
  ] satisfies readonly PlaybookPoint[],
  checklist: {
    title: 'The good AI checklist',
    lead: 'Before you trust an AI tool, ask four questions.',
    items: [
      { label: 'Safe', question: 'Could it hurt anyone, or put their information at risk?' },
      { label: 'Fair', question: 'Does it work equally well for everyone?' },
      { label: 'Helpful', question: 'Does it solve a real problem for real people?' },
      { label: 'Explainable', question: 'Can someone explain why it gave that answer?' },
    ] satisfies readonly ChecklistItem[],
  },
} as const;

export const everydayAi = {
  id: 'everyday-ai',
  title: 'Where You Already Use AI',
  lead: 'You probably used AI today without noticing. Here are five places it hides in plain sight.',
  examples: [
    {
      title: 'What to watch next',
      description: 'Video and music apps suggest shows and songs based on what you enjoyed before.',
    },
    {
      title: 'Maps and directions',
      description: 'Map apps predict traffic and find a faster way round a jam.',
    },
    {
      title: 'Voice assistants',
      description: 'Smart speakers and phones understand spoken questions and answer out loud.',
    },
    {
      title: 'Phone cameras',
      description:
        'Your camera finds faces, blurs backgrounds and can unlock your phone with your face.',
    },
    {
      title: 'Typing help',
      description: 'Predictive text and spell-check guess the next word and fix your typos.',
    },
  ] satisfies readonly PlaybookPoint[],
  underTheHood: {
    title: 'Under the hood',
    items: [
      {
        title: 'Spotting fraud',
        description:
          'Banks check every card payment in a split second and flag ones that do not look like you.',
      },
      {
        title: 'Filtering spam',
        description:
          'Your email quietly moves millions of junk and scam messages out of your inbox every day.',
      },
    ] satisfies readonly PlaybookPoint[],
  },
} as const;

export const playbookAuthor = {
  id: 'about-the-author',
  title: 'About the Author',
  person: organiser,
  portrait: {
    src: '/images/playbook/author-portrait.svg',
    alt: `Illustrated portrait of ${organiser.name}`,
    width: 240,
    height: 240,
  },
  bio: [
    `${organiser.name} has built AI products for fifteen years, from tools that catch bank fraud to software that helps hospitals plan their care.`,
    'She founded Women Leading AI and wrote this playbook because she believes everyone, from eight to eighty, deserves to understand the technology that shapes their day.',
  ],
} as const;

/**
 * The page's sections, in the order of docs/product/screens.md#ai-playbook, for the contents
 * list.
 */
export const playbookSections: readonly { id: PlaybookSectionId; title: string }[] = [
  glossary,
  whatIsAi,
  howAiLearns,
  whenRobotsLie,
  isAiFair,
  ethicalAi,
  everydayAi,
  playbookAuthor,
].map(({ id, title }) => ({ id, title }));
