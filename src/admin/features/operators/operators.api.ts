/** The owner's calls about operator accounts. */
import type { IssuedLink, OperatorItem } from '../../../core/admin/answers';
import type { OperatorRole } from '../../../core/admin/roles';
import { api } from '../../api/client';

export const loadOperators = async () => (await api.get<{ items: OperatorItem[] }>('/operators')).items;
export const createOperator = (email: string, role: OperatorRole) =>
  api.post<IssuedLink & { operator: OperatorItem }>('/operators', { email, role });
export const editOperator = (id: number, changes: { role?: OperatorRole; disabled?: boolean }) =>
  api.patch<OperatorItem>(`/operators/${id}`, changes);
export const resetOperator = (id: number) => api.post<IssuedLink>(`/operators/${id}/reset`);
