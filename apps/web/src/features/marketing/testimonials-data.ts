export interface Testimonial {
  name: string;
  username: string;
  body: string;
  img: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Emma Rossi',
    username: '@emmawrites',
    body: 'My threads finally sound like me on a good day. Engagement doubled in a month.',
    img: '/images/avatars/emma.svg',
  },
  {
    name: 'Femi Adeyemi',
    username: '@femibuilds',
    body: 'I went from posting twice a week to every day without losing my evenings.',
    img: '/images/avatars/femi.svg',
  },
  {
    name: 'Grace Lin',
    username: '@gracecodes',
    body: 'The tone options are spot on. Casual for Fridays, professional for launches.',
    img: '/images/avatars/grace.svg',
  },
  {
    name: 'Hugo Martin',
    username: '@hugoships',
    body: 'Quick Tips format plus the casual tone is my secret weapon for dev tips.',
    img: '/images/avatars/hugo.svg',
  },
  {
    name: 'Isla Novak',
    username: '@islanotes',
    body: 'Ideas mode cured my blank-page problem. Five angles, pick one, post.',
    img: '/images/avatars/isla.svg',
  },
  {
    name: 'Jon Park',
    username: '@jonpark',
    body: 'Clean, fast, and every tweet fits the limit. Exactly what I needed.',
    img: '/images/avatars/jon.svg',
  },
];
