import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import type { ChapterContentAnswer } from '../core/contract/reading';
import { app } from '../state/app';

const call = vi.fn();
const readDownloadedChapter = vi.fn();
const ensureSession = vi.fn(async () => {});

vi.mock('../api', async (original) => ({ ...(await original<typeof import('../api')>()), call }));
vi.mock('../offline/downloaded', () => ({ readDownloadedChapter }));
vi.mock('../state/session', () => ({ ensureSession, user: { info: null } }));

const { fetchChapter, firstChapterId } = await import('./chapter.api');

const content = (id: number, title: string) =>
  ({
    chapter: { id, title },
    readable: true,
    pages: [{ url: 'p', width: 1, height: 1 }],
  }) as unknown as ChapterContentAnswer;
const network = () => new ApiError({ kind: 'network' }, '网络异常，请检查连接');

let nextId = 100;
beforeEach(() => {
  call.mockReset();
  readDownloadedChapter.mockReset();
  ensureSession.mockReset();
  app.accessToken = 'token';
  app.online = true;
  app.unreachable = false;
  app.showingKept = false;
});

describe('fetchChapter offline', () => {
  it('opens a downloaded chapter from the device when the network fails (paid ones too)', async () => {
    const id = nextId++;
    call.mockRejectedValue(network());
    readDownloadedChapter.mockResolvedValue(content(id, '已下载'));
    const answer = await fetchChapter(id);
    expect(answer.chapter.title).toBe('已下载');
    expect(readDownloadedChapter).toHaveBeenCalledWith('comic', id);
    expect(app.showingKept).toBe(true);
  });

  it('known offline: reads the download without trying the network', async () => {
    const id = nextId++;
    app.online = false;
    readDownloadedChapter.mockResolvedValue(content(id, '已下载'));
    await expect(fetchChapter(id)).resolves.toMatchObject({ chapter: { title: '已下载' } });
    expect(call).not.toHaveBeenCalled();
  });

  it('a chapter not downloaded fails with the network error (the reader shows its offline state)', async () => {
    const id = nextId++;
    call.mockRejectedValue(network());
    readDownloadedChapter.mockResolvedValue(undefined);
    await expect(fetchChapter(id)).rejects.toMatchObject({ failure: { kind: 'network' } });
  });

  it("the server's answer wins when it answers, and its errors are not covered with the download", async () => {
    const id = nextId++;
    readDownloadedChapter.mockResolvedValue(content(id, '已下载'));
    call.mockResolvedValueOnce(content(id, '在线'));
    await expect(fetchChapter(id)).resolves.toMatchObject({ chapter: { title: '在线' } });
    const gone = nextId++;
    call.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 404, body: null }, '章节不存在'));
    await expect(fetchChapter(gone)).rejects.toMatchObject({ status: 404 });
    expect(readDownloadedChapter).not.toHaveBeenCalledWith('comic', gone);
  });
});

describe('fetchChapter before the first login', () => {
  it('a chapter anyone may read opens with the visitor answer, beside the guest login', async () => {
    const id = nextId++;
    app.accessToken = null;
    let login = () => {};
    ensureSession.mockImplementation(() => new Promise<void>((resolve) => (login = resolve)));
    call.mockResolvedValueOnce(content(id, '免费'));
    await expect(fetchChapter(id)).resolves.toMatchObject({ chapter: { title: '免费' } });
    expect(ensureSession).toHaveBeenCalled();
    expect(call).toHaveBeenCalledTimes(1);
    login();
  });

  it('a locked visitor answer is asked again once the guest is logged in (it may buy, be VIP)', async () => {
    const id = nextId++;
    app.accessToken = null;
    call.mockResolvedValueOnce({ ...content(id, '锁定'), readable: false, pages: [] });
    call.mockResolvedValueOnce(content(id, '已购'));
    await expect(fetchChapter(id)).resolves.toMatchObject({ chapter: { title: '已购' } });
    expect(ensureSession).toHaveBeenCalled();
    expect(call).toHaveBeenCalledTimes(2);
  });
});

describe('firstChapterId', () => {
  it('takes the lowest index of the (kept) work details', async () => {
    call.mockResolvedValueOnce({
      chapters: [
        { id: 32, index: 2 },
        { id: 31, index: 1 },
      ],
    });
    await expect(firstChapterId(3)).resolves.toBe(31);
    expect(call).toHaveBeenCalledWith('workDetail', { id: 3 }, expect.objectContaining({ quiet: true }));
  });
});
