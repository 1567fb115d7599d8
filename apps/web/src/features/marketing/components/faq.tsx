import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';

const QUESTIONS = [
  {
    question: 'How does Quillpost help me generate engaging tweets?',
    answer:
      'You describe what you want to say and choose a format and a tone. Quillpost writes a post shaped by what works on X: a strong hook, a clear structure and the right length.',
  },
  {
    question: 'Can I customise tweets to my niche or industry?',
    answer:
      'Yes. Pick a domain, a format and a tone of voice, and put your angle in the description; every post follows them.',
  },
  {
    question: 'How often can I generate tweets?',
    answer:
      'It depends on your plan: Free includes 30 generations a month, Basic 300 and Premium 3,000.',
  },
  {
    question: 'Can I schedule my generated tweets?',
    answer:
      'Yes, you can plan your generated tweets and threads ahead and post them when your audience is most active.',
  },
  {
    question: 'How can I measure how well my tweets perform?',
    answer:
      'Basic analytics show retweets, likes and engagement for your posts, so you can see what resonates.',
  },
];

export function Faq() {
  return (
    <section aria-labelledby="faq-title" className="px-4 py-20">
      <div className="mx-auto max-w-3xl">
        <h2
          id="faq-title"
          className="mb-8 text-center text-3xl font-bold tracking-tight md:text-4xl"
        >
          Frequently Asked Questions
        </h2>
        <Accordion type="single" collapsible data-faq>
          {QUESTIONS.map((item, index) => (
            <AccordionItem key={item.question} value={`question-${index}`}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent>{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
