/** The sections of a work's page and of the new-work page, kept in the address (`?tab=`). */
import * as v from 'valibot';

export const WORK_TABS = ['chapters', 'upload', 'info'] as const;
export type WorkTab = (typeof WORK_TABS)[number];
export const WorkPageSearch = v.object({ tab: v.optional(v.picklist(WORK_TABS), 'chapters') });

export const NEW_WORK_TABS = ['form', 'import'] as const;
export type NewWorkTab = (typeof NEW_WORK_TABS)[number];
export const NewWorkSearch = v.object({ tab: v.optional(v.picklist(NEW_WORK_TABS), 'form') });
