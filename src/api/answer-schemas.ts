/**
 * The schema each endpoint's answer is checked against. The first screen's (the home, the site
 * settings) are at hand; the others come with the endpoint map (core/contract/answers.ts: every
 * endpoint's schema, about 1.5 KB gzip) in a chunk of its own, loaded by the first call that needs
 * one — after the home's first paint.
 */
import type * as v from 'valibot';
import type { AnswerOf, EndpointName } from '../core/contract/answers';
import { HomeAnswer } from '../core/contract/content';
import { SiteConfig } from '../core/contract/site';

type AnswerSchema<N extends EndpointName> = v.GenericSchema<unknown, AnswerOf<N>>;

const FIRST_SCREEN: { [N in EndpointName]?: AnswerSchema<N> } = { home: HomeAnswer, siteConfig: SiteConfig };

export function answerSchema<N extends EndpointName>(name: N): AnswerSchema<N> | Promise<AnswerSchema<N>> {
  return (
    (FIRST_SCREEN[name] as AnswerSchema<N> | undefined) ??
    import('../core/contract/answers').then(({ answers }) => answers[name].answer as AnswerSchema<N>)
  );
}
