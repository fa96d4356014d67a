import { CSR_PAGE_CONTENT, CSR_PROGRAM_CONTENT } from './content/csr';
import { CsrPageSchema, CsrProgramListSchema, type CsrPage, type CsrProgram } from './schemas/csr';

const csrPrograms: readonly CsrProgram[] = Object.freeze(
  CsrProgramListSchema.parse(CSR_PROGRAM_CONTENT),
);

/** The five CSR programmes, in the spec's order. */
export function getCsrPrograms(): readonly CsrProgram[] {
  return csrPrograms;
}

const csrPage: CsrPage = Object.freeze(CsrPageSchema.parse(CSR_PAGE_CONTENT));

/** The CSR page's introduction, donation steps and transparency notes. */
export function getCsrPage(): CsrPage {
  return csrPage;
}
