/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { createCsvWorkerApi } from './csvWorkerApi';

/** Reading, parsing and checking thousands of rows happen here, off the main thread, served like the index worker. */
Comlink.expose(createCsvWorkerApi());
