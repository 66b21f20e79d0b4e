/**
 * `npm run content -- import <comic|novel|video> <path> [--title T] [--author A] [--class C] [--to-work ID]`:
 * adds an operator's work (or, with --to-work, chapters to one of theirs) to the database the server
 * uses (DATABASE_URL; media beside it, or in MEDIA_DIR), through the importers the console uses
 * too. Exit code 0 on success, 1 when the import fails (the file and the reason are printed;
 * nothing is left half-written), 2 on a usage error.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { readConfig, redactPassword } from '../config';
import { workSummary } from '../db/catalog';
import { openDatabase } from '../db/database';
import { importComic } from './importers/comic';
import { ImportError } from './importers/import-error';
import { importNovel } from './importers/novel';
import { importVideo } from './importers/video';

const USAGE = `usage: npm run content -- import <comic|novel|video> <path> [--title TITLE] [--author AUTHOR] [--class CLASS] [--to-work ID]
  comic  a folder of images (subfolders = chapters) or a .cbz/.zip, with ComicInfo.xml if any
  novel  a .txt (UTF-8 or GB18030) with 第…章 chapter headings, or an .epub
  video  an .mp4
  --to-work ID  add the chapters to work #ID (of the same kind) instead of creating a work`;

const IMPORTERS = { comic: importComic, novel: importNovel, video: importVideo } as const;

const parse = (args: string[]) =>
  parseArgs({
    args,
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      author: { type: 'string' },
      class: { type: 'string' },
      'to-work': { type: 'string' },
    },
  });

export async function runImportCli(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command, kind, source, ...rest] = parsed.positionals;
  const toWork = parsed.values['to-work'];
  const badWork = toWork !== undefined && !/^[1-9]\d*$/.test(toWork);
  if (command !== 'import' || !kind || !(kind in IMPORTERS) || !source || rest.length > 0 || badWork) {
    console.error(USAGE);
    return 2;
  }
  const config = readConfig(env);
  const db = await openDatabase(config.databaseUrl);
  try {
    const { title, author, class: className } = parsed.values;
    const id = await IMPORTERS[kind as keyof typeof IMPORTERS](db, config.mediaDir, source, {
      title: title?.trim() || undefined,
      author: author?.trim() || undefined,
      className: className?.trim() || undefined,
      toWork: toWork === undefined ? undefined : Number(toWork),
    });
    const work = await workSummary(db, id);
    console.log(
      `imported ${kind} #${id} 「${work.title}」: ${work.chapter_count} chapter(s) into ${redactPassword(config.databaseUrl)}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ImportError) {
      console.error(`import failed: ${error.file}: ${error.reason}`);
      return 1;
    }
    console.error(`import failed: ${source}: ${(error as Error).message}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runImportCli(process.argv.slice(2));
}
