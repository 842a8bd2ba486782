import type { CreateBlogInput } from '@sukoon/contract';
import { DEMO_COUNSELLORS } from './demo-counsellors.ts';

interface DemoBlog extends Omit<CreateBlogInput, 'content'> {
  /** Joined with blank lines into the blog's content. */
  paragraphs: string[];
}

// Listed oldest first: the seed posts them in this order, so the last one is the newest.
const DEMO_BLOG_ARTICLES: DemoBlog[] = [
  {
    title: 'Rest Is Not a Reward: Rethinking Work Stress',
    author: DEMO_COUNSELLORS.wellbeing,
    category: 'Career',
    image: '/images/demo/blog-rest.svg',
    shortDescription: 'Why rest belongs at the start of a demanding week, not only at the end of it.',
    paragraphs: [
      'Many of us learned early that rest is something we earn once the work is done. The trouble is that work is rarely ever done. There is always another message, another deadline, another small task waiting. If rest only comes as a reward, it may not come at all.',
      'Stress at work is not a personal failing. It is a signal that demands and resources are out of balance for now. Noticing that signal early, in tiredness that sleep does not fix, in irritability, or in losing interest in things you usually enjoy, gives you a chance to respond before you are running on empty.',
      'Rest works best when it is planned, like any other commitment. A short walk after lunch, a fixed time when you close the laptop, one evening a week kept free for people you love: these are small, but they add up. They tell your body that it is safe to slow down.',
      'If you can, talk honestly with your manager about priorities. Saying "I can do this well by Friday, or these two things quickly but less carefully. Which matters more?" is not a confession of weakness. It is a professional way of protecting the quality of your work and your health.',
      'And if stress has been with you for a long time, or is affecting your sleep, appetite or relationships, it may help to speak with a counsellor. You do not have to wait until things are unbearable to ask for support.',
    ],
  },
  {
    title: 'Talking About Intimacy Without Embarrassment',
    author: DEMO_COUNSELLORS.sexualHealth,
    category: 'Sexual',
    image: '/images/demo/blog-intimacy.svg',
    shortDescription: 'A few gentle ideas for couples who find it hard to start the conversation.',
    paragraphs: [
      'For many couples, intimacy is the one topic that never quite gets discussed. We may have grown up in homes where it was never mentioned, or we may worry about hurting our partner. Yet silence often leaves both people guessing, and guessing can slowly turn into distance.',
      'It can help to choose a calm moment, away from the bedroom and not in the middle of a disagreement. Starting with appreciation, "I love being close to you, and I would like us to be able to talk about it", sets a warm tone and makes it clear that this is about connection, not criticism.',
      'Differences in desire are very common and are not a sign that something is wrong. Stress, tiredness, health, and the demands of work and family all affect how close we feel. Talking about these things openly can bring a sense of relief and teamwork.',
      'Consent and comfort belong to both partners, every time. Checking in with each other is not awkward; it is a way of showing care. A relationship where both people feel free to say yes, no or not now is a relationship built on trust.',
      'If conversations keep getting stuck, or if there are physical concerns, speaking with a qualified doctor or a counsellor experienced in sexual wellbeing can help. These professionals hear such questions every day, with respect and without judgement.',
    ],
  },
  {
    title: 'When Your Child Has a Big Feeling',
    author: DEMO_COUNSELLORS.family,
    category: 'Parenting',
    image: '/images/demo/blog-big-feelings.svg',
    shortDescription: 'What to do, and what to skip, when your child is overwhelmed by emotion.',
    paragraphs: [
      'A child crying on the floor of a shop, a slammed door, a teenager who will not speak: big feelings arrive in many forms. In those moments, it is natural to want the feeling to stop as quickly as possible. But children learn to manage emotions by borrowing our calm first.',
      "Before you respond, take one slow breath. Your steadiness is the most helpful thing you can offer. A lowered voice and getting down to your child's eye level often do more than any words.",
      'Name what you see without judging it: "You are really disappointed that we have to leave." Feeling understood helps the storm pass sooner. You can acknowledge a feeling and still hold a limit: "You are angry, and I will not let you hit. You can stamp your feet instead."',
      'Lectures and lessons can wait. When everyone is calm again, even hours later, you can talk about what happened and what might help next time. If you lost your temper too, saying sorry shows your child that relationships can be repaired.',
      'Every child, and every parent, has hard days. If big feelings seem to be getting more frequent or intense, or are affecting school, sleep or friendships, a conversation with a counsellor can help you understand what your child may need.',
    ],
  },
  {
    title: 'Listening to Understand: A Practice for Couples',
    author: DEMO_COUNSELLORS.couples,
    category: 'Couple',
    image: '/images/demo/blog-listening.svg',
    shortDescription: 'A simple exercise that helps partners feel heard, even when they disagree.',
    paragraphs: [
      'When we argue with someone we love, we often listen only long enough to prepare our reply. Each person feels unheard, so each speaks louder, and the real concern underneath gets lost.',
      'Try this the next time a difficult topic comes up. One partner speaks for a few minutes about how they feel, using "I" rather than "you". The other partner simply listens, then repeats back what they heard in their own words: "So you felt left out when I made plans without asking you?"',
      'The speaker can then say "yes" or gently correct anything that was missed. Only once the speaker feels understood do you swap roles. Understanding does not mean agreeing. It means your partner knows you have truly taken in their experience.',
      'This practice feels slow at first, and that is the point. Slowing down gives the nervous system time to settle, so that a conversation does not turn into a fight. Many couples find that once both people feel heard, solutions come more easily than they expected.',
      'If the same conflicts keep returning, or if conversations feel unsafe, working with a couples counsellor can offer a steady space to understand each other again.',
    ],
  },
  {
    title: 'Five Small Ways to Steady Yourself When Anxiety Rises',
    author: DEMO_COUNSELLORS.wellbeing,
    category: 'Depression',
    image: '/images/demo/blog-breathing.svg',
    shortDescription: 'Gentle grounding practices you can use anywhere, in a minute or less.',
    paragraphs: [
      'Anxiety can arrive suddenly: a racing heart, tight shoulders, thoughts that will not slow down. These sensations are uncomfortable, but they are the body trying to protect you. The practices below will not make anxiety disappear, but they can help you feel a little more steady while it passes.',
      'First, lengthen your out-breath. Breathe in gently through the nose, then breathe out slowly, a little longer than the in-breath. A few rounds of this can send a signal of safety to your body.',
      'Second, use your senses. Notice five things you can see, four you can touch, three you can hear, two you can smell and one you can taste. This brings attention back to the present moment.',
      'Third, name it. Saying quietly to yourself "this is anxiety, and it will pass" can create a little space between you and the feeling. Fourth, move a little: roll your shoulders, stretch, or walk for a few minutes. Fifth, reach out. A short message to someone you trust can remind you that you are not alone.',
      'If anxiety is frequent, long-lasting, or getting in the way of daily life, please consider speaking with a counsellor or a doctor. Support can make a real difference, and asking for it is a sign of strength.',
    ],
  },
  {
    title: "It's Okay to Not Be Okay",
    author: DEMO_COUNSELLORS.wellbeing,
    category: 'Depression',
    image: '/images/demo/blog-sprout.svg',
    shortDescription: 'Low days are part of being human. Here is how to be kind to yourself through them.',
    paragraphs: [
      'Somewhere along the way, many of us learned that we should always be coping, always be fine. So when we feel low, we add a second weight on top: shame for feeling this way at all. But difficult emotions are part of being human. They are not a sign that you have failed.',
      'On heavy days, try shrinking the goal. Instead of "sort my life out", it might be "drink a glass of water", "step outside for five minutes" or "reply to one message". Small steps still count, and they often make the next step a little easier.',
      'Notice how you speak to yourself. Would you say those words to a friend who was struggling? Offering yourself the same patience and warmth is not indulgent; it is one of the most reliable ways to get through a hard season.',
      'Connection matters, even when you do not feel like talking. Sitting with a family member, a call with a friend, or a session with a counsellor can ease the feeling of carrying everything alone.',
      'If you are having thoughts of harming yourself, or you feel unsafe, please reach out right away. In India you can call Tele-MANAS, the national mental health helpline, on 14416, or call 112 in an emergency. You deserve support, today and every day.',
    ],
  },
];

export const DEMO_BLOGS: CreateBlogInput[] = DEMO_BLOG_ARTICLES.map(({ paragraphs, ...blog }) => ({
  ...blog,
  content: paragraphs.join('\n\n'),
}));
