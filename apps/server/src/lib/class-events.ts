import type { FastifyBaseLogger } from 'fastify';

/** What a teacher at the server's terminal wants to see happen, one line each. */
export type ClassEvent =
  | { classEvent: 'roomOpened'; roomCode: string; guide: string }
  | { classEvent: 'studentJoined'; roomCode: string; student: string; students: number }
  /** The server shuts down (`signal`: SIGINT for Ctrl+C, SIGTERM from a service manager). */
  | { classEvent: 'stopping'; signal: string }
  /** The server kept its daily backup (BACKUP_DAILY=1) in `file`. */
  | { classEvent: 'backupSaved'; file: string };

/** The line for an event, in English and Indonesian like the start banner. */
export function classEventText(event: ClassEvent): string {
  switch (event.classEvent) {
    case 'roomOpened':
      return `Room ${event.roomCode} opened by ${event.guide} / Ruangan ${event.roomCode} dibuka oleh ${event.guide}`;
    case 'studentJoined':
      return `${event.student} joined room ${event.roomCode}, students: ${event.students} / ${event.student} masuk ke ruangan ${event.roomCode}, siswa: ${event.students}`;
    case 'stopping':
      return 'EcoSCha is stopping / EcoSCha berhenti';
    case 'backupSaved':
      return `Backup saved: ${event.file} / Cadangan disimpan: ${event.file}`;
  }
}

/** Logs the event at info, its fields kept for JSON logs, its line as the message. */
export function logClassEvent(log: FastifyBaseLogger, event: ClassEvent): void {
  log.info(event, classEventText(event));
}
