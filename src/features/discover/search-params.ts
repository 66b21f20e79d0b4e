/**
 * Typed search params of the discovery routes, validated with valibot (Standard Schema). A bad
 * value falls back to the default instead of failing the route.
 */
import * as v from 'valibot';
import { LIST_SORTS, WORK_KINDS } from '../../core/contract/content';

const kind = v.fallback(v.picklist(WORK_KINDS), 'comic');
const optionalId = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined);
const sort = v.fallback(v.picklist(LIST_SORTS), 'hot');
const optionalText = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(50))), undefined);

export const CatalogueSearch = v.object({
  kind,
  class_id: optionalId,
  status: v.fallback(v.picklist(['all', 'ongoing', 'completed']), 'all'),
  sort,
});

export const ListColumnSearch = v.object({
  kind,
  class_id: optionalId,
  tag: optionalText,
  sort,
  title: optionalText,
});

export const KindSearch = v.object({ kind: v.fallback(v.optional(v.picklist(WORK_KINDS)), undefined) });

export const SortSearch = v.object({ sort });

export const WeekdaySearch = v.object({
  weekday: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))), undefined),
});

export const TopicSearch = v.object({ id: optionalId });

export const SearchSearch = v.object({
  q: optionalText,
  kind: v.fallback(v.optional(v.picklist(WORK_KINDS)), undefined),
});
