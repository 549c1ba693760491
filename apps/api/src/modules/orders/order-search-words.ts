// An order's search words as the checkout writes them with the order (migration 0071): every place
// a word starts in the customer's name and e-mail, as the rest of the text from there. The same
// starts as the database's search_word_starts (migration 0020), which the orders trigger uses for
// every other order: a word starts at a character that is not a separator, at the beginning or
// after a separator, with contracts' ORDER_SEARCH_SEPARATOR as the separators. The statement
// lower-cases the words and drops repeats as order_search_words_of does, so both ways give one
// order the same rows (order-search-words.test.ts compares them).
import { ORDER_SEARCH_SEPARATOR } from '@storefleet/contracts';

/** The word starts of `name` and then of `email`, as written: the statement lower-cases them. */
export function orderWordStarts(name: string, email: string): string[] {
  return [...wordStarts(name), ...wordStarts(email)];
}

function wordStarts(text: string): string[] {
  const starts: string[] = [];
  let atStart = true;
  for (let i = 0; i < text.length; i++) {
    // A UTF-16 unit past ASCII is never a separator, so a start never splits a surrogate pair.
    if (ORDER_SEARCH_SEPARATOR.test(text[i]!)) atStart = true;
    else if (atStart) {
      starts.push(text.slice(i));
      atStart = false;
    }
  }
  return starts;
}
