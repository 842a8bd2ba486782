import type { CreateCourseInput } from '@sukoon/contract';
import { DEMO_COUNSELLORS } from './demo-counsellors.ts';

// Two courses in every category, free and paid, by the About page's counsellors. Each video is a
// public talk on mental health standing in for the course's own recording, and each course says so;
// an admin replaces them with the organisation's own recordings.

/** Ends every demo course's description: its video is someone else's public talk. */
export const SAMPLE_VIDEO_NOTE =
  'Sample video: this demo course plays a public talk by another speaker in place of its own recording.';

const NOT_A_SUBSTITUTE =
  'This course offers education and support; it is not a substitute for diagnosis or treatment by a qualified professional.';

const COURSES: CreateCourseInput[] = [
  {
    name: 'Conversations That Bring You Closer',
    shortdescription: 'Simple, practical ways for couples to listen, speak and repair with care.',
    description:
      'Many couples love each other deeply and still keep having the same painful argument. In this course you will learn how to slow a conversation down, listen to understand rather than to reply, and say what you need without blame. Short exercises help you practise together at home, one week at a time.',
    image: '/images/demo/course-couple-conversation.svg',
    category: 'Couple',
    price: 499,
    author: DEMO_COUNSELLORS.couples,
    content: [
      'Listening without rushing to fix',
      "Speaking from 'I' instead of 'you'",
      'Noticing small bids for connection',
      'Repairing after an argument',
      'A ten-minute weekly check-in',
    ],
    youtubeLink: 'https://www.youtube.com/watch?v=sa0RUmGTCYY',
  },
  {
    name: 'Rebuilding Trust, One Day at a Time',
    shortdescription: 'A steady, respectful path for couples healing after a breach of trust.',
    description:
      'When trust is hurt, both partners often feel lost. This course gently explains what trust is made of, how hurt shows up on both sides, and how small, consistent actions rebuild safety over time. You will also learn the signs that it may help to work with a couples counsellor.',
    image: '/images/demo/course-couple-bridge.svg',
    category: 'Couple',
    price: 999,
    author: DEMO_COUNSELLORS.couples,
    content: [
      'What trust is made of',
      'Understanding hurt on both sides',
      'Openness that feels safe',
      'Making and keeping shared agreements',
      'When to seek couples counselling',
    ],
    youtubeLink: 'https://youtu.be/P2AUat93a8Q',
  },
  {
    name: 'Calm Parenting for Big Feelings',
    shortdescription: 'Help your child through tantrums and tears while staying steady yourself.',
    description:
      'Big feelings are a normal part of growing up, and they can test even the most patient parent. This free course shows why children melt down, how to stay calm in the moment, and how to set kind, clear limits. You will leave with a few simple phrases and routines that make hard moments a little softer for everyone.',
    image: '/images/demo/course-parenting-nest.svg',
    category: 'Parenting',
    price: 0,
    author: DEMO_COUNSELLORS.family,
    content: [
      'Why children melt down',
      'Staying steady yourself',
      'Naming feelings together',
      'Gentle and clear limits',
      'Repair after a hard day',
    ],
    youtubeLink: 'https://www.youtube.com/watch?v=iCvmsMzlF7o',
  },
  {
    name: 'Parenting Teenagers with Warmth',
    shortdescription: 'Stay close to your teenager through screens, exams and growing independence.',
    description:
      'The teenage years bring new freedoms and new worries, for young people and parents alike. This course helps you understand what is changing for your teenager, keep communication open without prying, and talk about screens, sleep and exam pressure in ways that invite cooperation rather than conflict.',
    image: '/images/demo/course-parenting-steps.svg',
    category: 'Parenting',
    price: 499,
    author: DEMO_COUNSELLORS.family,
    content: [
      'What is changing in the teenage years',
      'Staying connected without prying',
      'Screens, sleep and routines',
      'Talking about exam pressure',
      'Knowing when to seek help',
    ],
    youtubeLink: 'https://www.youtube.com/embed/8KkKuTCFvzI?rel=0',
  },
  {
    name: 'Understanding Anxiety: A Gentle Introduction',
    shortdescription: 'Learn what anxiety is, why it happens, and simple ways to feel more grounded.',
    description: `Anxiety is the body's alarm system, and sometimes it rings louder or more often than we would like. This free introduction explains what is happening in the body and mind, and teaches grounding and breathing practices you can use anywhere. ${NOT_A_SUBSTITUTE}`,
    image: '/images/demo/course-depression-breath.svg',
    category: 'Depression',
    price: 0,
    author: DEMO_COUNSELLORS.wellbeing,
    content: [
      'What anxiety is, and what it is not',
      "The body's alarm system",
      'Grounding with the five senses',
      'Slow, steady breathing',
      'Building a small daily routine',
    ],
    youtubeLink: 'https://www.youtube.com/watch?v=RcGyVTAoXEU&list=PLsukoon01',
  },
  {
    name: 'Finding Your Way Through Low Mood',
    shortdescription: 'Small, kind steps for the days when everything feels heavy.',
    description: `Low mood can make even simple tasks feel out of reach. This course introduces well-established, gentle approaches: planning small activities that matter to you, noticing unhelpful thinking patterns, and treating yourself with the kindness you would offer a friend. ${NOT_A_SUBSTITUTE}`,
    image: '/images/demo/course-depression-sunrise.svg',
    category: 'Depression',
    price: 999,
    author: DEMO_COUNSELLORS.wellbeing,
    content: [
      'Recognising low mood',
      'Small steps that add up',
      'Noticing unhelpful thinking patterns',
      'Practising self-compassion',
      'Reaching out for support',
    ],
    youtubeLink: 'https://youtu.be/-eBUcBfkVCo?t=15',
  },
  {
    name: 'Talking About Intimacy with Ease',
    shortdescription: 'Respectful, practical guidance for couples who want to talk more openly.',
    description:
      'Intimacy is an important part of many relationships, yet it is one of the hardest things to talk about. In a calm and respectful way, this course helps couples find shared words, understand differences in desire, and keep consent an ongoing conversation built on trust.',
    image: '/images/demo/course-sexual-lotus.svg',
    category: 'Sexual',
    price: 499,
    author: DEMO_COUNSELLORS.sexualHealth,
    content: [
      'Why intimacy is hard to talk about',
      'Consent as an ongoing conversation',
      'Understanding differences in desire',
      'How stress affects closeness',
      'Finding words together',
    ],
    youtubeLink: 'https://www.youtube.com/watch?v=F2hc2FLOdhI',
  },
  {
    name: 'Sexual Wellbeing: Myths and Facts',
    shortdescription: 'Clear, judgement-free information to replace common myths with understanding.',
    description:
      'Many of us grew up with half-truths about sex and our bodies, and silence made them hard to question. This free course gently separates common myths from facts, talks about body image and respect, and explains when it is a good idea to consult a qualified doctor or counsellor.',
    image: '/images/demo/course-sexual-waves.svg',
    category: 'Sexual',
    price: 0,
    author: DEMO_COUNSELLORS.sexualHealth,
    content: [
      'Common myths we grow up with',
      'Body image and self-acceptance',
      'Consent and respect',
      'Stress, sleep and wellbeing',
      'When to consult a qualified professional',
    ],
    youtubeLink: 'https://www.youtube.com/shorts/OYfoGTIG7pY',
  },
  {
    name: 'Managing Work Stress and Burnout',
    shortdescription: 'Notice the early signs of burnout and build a working week you can sustain.',
    description:
      'Long hours, constant messages and high expectations can slowly wear us down. This course helps you recognise the early signs of burnout, set boundaries that protect your energy, and plan honest conversations with your manager, so that work becomes something you can sustain.',
    image: '/images/demo/course-career-ladder.svg',
    category: 'Career',
    price: 499,
    author: DEMO_COUNSELLORS.wellbeing,
    content: [
      'Early signs of burnout',
      'Boundaries at work',
      'Rest that truly restores',
      'Talking with your manager',
      'Planning a sustainable week',
    ],
    youtubeLink: 'https://www.youtube.com/watch?v=k0GQSJrpVhM',
  },
  {
    name: 'Choosing Your Next Step: Career Clarity',
    shortdescription: 'Find direction by exploring your values, strengths and real options.',
    description:
      'Feeling stuck about what comes next is common, whether you are a student, changing fields or returning to work. This free course guides you through understanding your values and strengths, trying out options in small ways, and handling family expectations with respect while still making a choice that is your own.',
    image: '/images/demo/course-career-path.svg',
    category: 'Career',
    price: 0,
    author: DEMO_COUNSELLORS.wellbeing,
    content: [
      'Knowing what you value',
      'Strengths and interests',
      'Exploring options with small experiments',
      'Handling family expectations',
      'Making a decision you can live with',
    ],
    youtubeLink: 'https://m.youtube.com/watch?v=iKHTawgyKWQ&feature=share',
  },
];

export const DEMO_COURSES: CreateCourseInput[] = COURSES.map((course) => ({
  ...course,
  description: `${course.description} ${SAMPLE_VIDEO_NOTE}`,
}));
