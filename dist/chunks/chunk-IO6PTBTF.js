var e={replyTitle:"Reply to this review",replyTextLabel:"Your reply",replySubmit:"Send reply"};export{e as a};
