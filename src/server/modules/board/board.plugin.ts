/** The shop-window boards, shared as `app.board`. */
import { servicePlugin } from '../../plugins/service.ts';
import { createBoardService, type BoardService } from './board.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    board: BoardService;
  }
}

export default servicePlugin('board', ['database', 'currencies'], (app) =>
  app.decorate('board', createBoardService(app.db, app.dialect, app.currencies, app.clock)),
);
