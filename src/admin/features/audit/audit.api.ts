/** The owner's reading of the audit log. */
import type * as v from 'valibot';
import type { AuditEntry, Page } from '../../../core/admin/answers';
import type { AuditQuery } from '../../../core/admin/schemas';
import { api } from '../../api/client';

export type AuditSearch = v.InferOutput<typeof AuditQuery>;

export const loadAudit = (search: AuditSearch) => api.get<Page<AuditEntry>>('/audit', search);
