import { createContext, data, type RouterContextProvider } from 'react-router';
import type { FormAnswer, PageFormReception, PageFormSlot } from '#schemas/forms/form-answer.ts';
import { formPostFields } from '#schemas/forms/form-markup.ts';

/**
 * The key under which the server hands the pages' server bundle its reception of a form sent
 * without scripts (server/routes/page-form-routes.ts), beside the site data.
 */
export const pageFormReceptionContext = createContext<PageFormReception>();

/**
 * A page's action for the forms it holds (docs/product/rules.md#forms-without-scripts): a post
 * names its form by table and fixed values; one of the page's own goes to the server's reception
 * and the page renders its outcome in the form's place. A page whose event takes no applications
 * holds none: it answers 409 and shows why in the form's place; a post naming a form the page does
 * not hold answers 400, and nothing is stored.
 */
export function pageFormAction<
  Args extends { request: Request; context: Readonly<RouterContextProvider> },
>(formsOf: (args: Args) => readonly PageFormSlot[] | Promise<readonly PageFormSlot[]>) {
  return async (args: Args) => {
    const posted = await args.request.formData();
    const forms = await formsOf(args);
    const form = forms.find(
      ({ table, context = {} }) =>
        posted.get(formPostFields.table) === table &&
        Object.entries(context).every(([name, value]) => posted.get(name) === value),
    );
    if (!form) return data(null, { status: forms.length === 0 ? 409 : 400 });
    const slot = { table: form.table, context: form.context ?? {} };
    const { status, outcome } = await args.context.get(pageFormReceptionContext)(slot, posted);
    const answer: FormAnswer = { ...slot, outcome };
    return data(answer, { status });
  };
}
