/** A download record for unit tests: work 7 unless told, the chapter numbered by its id's last two digits. */
import type { DownloadRecord, DownloadStatus } from '../core/offline/downloads';

export function testRecord(
  chapterId: number,
  status: DownloadStatus,
  over: Partial<DownloadRecord> & { workId?: number } = {},
): DownloadRecord {
  const { workId = 7, ...rest } = over;
  const index = chapterId % 100;
  return {
    kind: 'comic',
    work: {
      id: workId,
      kind: 'comic',
      title: `作品${workId}`,
      cover: '',
      author: '',
      tags: [],
      status: 'ongoing',
      chapter_count: 20,
      latest_title: '',
      intro: '',
      views: 0,
      score: 0,
      free_until: null,
    },
    chapter: { id: chapterId, index, title: `第${index}话` },
    status,
    error: status === 'failed' ? 'server' : null,
    total: 10,
    done: status === 'ready' ? 10 : 3,
    bytes: 1000,
    pages: [],
    created_at: 1,
    updated_at: 10,
    ...rest,
  };
}
