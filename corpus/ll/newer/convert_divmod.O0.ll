; ModuleID = 'convert_divmod.c'
source_filename = "convert_divmod.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@digits = dso_local global [17 x i8] c"0123456789ABCDEF\00", align 16
@buf = dso_local global [100 x i8] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone
define dso_local void @convert(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %11 = load ptr, ptr %5, align 8
  store ptr %11, ptr %10, align 8
  br label %12

12:                                               ; preds = %26, %4
  %13 = load i32, ptr %8, align 4
  %14 = load i32, ptr %7, align 4
  %15 = srem i32 %13, %14
  store i32 %15, ptr %9, align 4
  %16 = load i32, ptr %8, align 4
  %17 = load i32, ptr %7, align 4
  %18 = sdiv i32 %16, %17
  store i32 %18, ptr %8, align 4
  %19 = load ptr, ptr %6, align 8
  %20 = load i32, ptr %9, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i8, ptr %19, i64 %21
  %23 = load i8, ptr %22, align 1
  %24 = load ptr, ptr %10, align 8
  %25 = getelementptr inbounds i8, ptr %24, i32 1
  store ptr %25, ptr %10, align 8
  store i8 %23, ptr %24, align 1
  br label %26

26:                                               ; preds = %12
  %27 = load i32, ptr %8, align 4
  %28 = icmp sgt i32 %27, 0
  br i1 %28, label %12, label %29, !llvm.loop !2

29:                                               ; preds = %26
  %30 = load ptr, ptr %10, align 8
  store i8 0, ptr %30, align 1
  %31 = load ptr, ptr %5, align 8
  call void @reverse(ptr noundef %31) #2
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @reverse(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
  %7 = load ptr, ptr %2, align 8
  %8 = call i64 @strlen(ptr noundef %7) #2
  store i64 %8, ptr %3, align 8
  %9 = load i64, ptr %3, align 8
  %10 = icmp ult i64 %9, 2
  br i1 %10, label %11, label %12

11:                                               ; preds = %1
  br label %32

12:                                               ; preds = %1
  %13 = load ptr, ptr %2, align 8
  store ptr %13, ptr %4, align 8
  %14 = load ptr, ptr %2, align 8
  %15 = load i64, ptr %3, align 8
  %16 = getelementptr inbounds i8, ptr %14, i64 %15
  %17 = getelementptr inbounds i8, ptr %16, i64 -1
  store ptr %17, ptr %5, align 8
  br label %18

18:                                               ; preds = %22, %12
  %19 = load ptr, ptr %4, align 8
  %20 = load ptr, ptr %5, align 8
  %21 = icmp ult ptr %19, %20
  br i1 %21, label %22, label %32

22:                                               ; preds = %18
  %23 = load ptr, ptr %4, align 8
  %24 = load i8, ptr %23, align 1
  store i8 %24, ptr %6, align 1
  %25 = load ptr, ptr %5, align 8
  %26 = load i8, ptr %25, align 1
  %27 = load ptr, ptr %4, align 8
  %28 = getelementptr inbounds i8, ptr %27, i32 1
  store ptr %28, ptr %4, align 8
  store i8 %26, ptr %27, align 1
  %29 = load i8, ptr %6, align 1
  %30 = load ptr, ptr %5, align 8
  %31 = getelementptr inbounds i8, ptr %30, i32 -1
  store ptr %31, ptr %5, align 8
  store i8 %29, ptr %30, align 1
  br label %18, !llvm.loop !4

32:                                               ; preds = %11, %18
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 -2128831035, ptr %1, align 4
  call void @convert(ptr noundef @buf, ptr noundef @digits, i32 noundef 10, i32 noundef 4711) #2
  call void @puts_nl(ptr noundef @buf) #2
  %6 = call i32 @parse(ptr noundef @buf, i32 noundef 10) #2
  %7 = icmp ne i32 %6, 4711
  br i1 %7, label %8, label %9

8:                                                ; preds = %0
  call void @abort() #2
  br label %9

9:                                                ; preds = %8, %0
  call void @convert(ptr noundef @buf, ptr noundef @digits, i32 noundef 16, i32 noundef 4711) #2
  call void @puts_nl(ptr noundef @buf) #2
  call void @convert(ptr noundef @buf, ptr noundef @digits, i32 noundef 2, i32 noundef 4711) #2
  call void @puts_nl(ptr noundef @buf) #2
  store i32 1, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %10

10:                                               ; preds = %65, %9
  %11 = load i32, ptr %3, align 4
  %12 = icmp slt i32 %11, 60
  br i1 %12, label %13, label %68

13:                                               ; preds = %10
  %14 = load i32, ptr %3, align 4
  %15 = srem i32 %14, 15
  %16 = add nsw i32 2, %15
  store i32 %16, ptr %4, align 4
  %17 = load i32, ptr %4, align 4
  %18 = load i32, ptr %2, align 4
  call void @convert(ptr noundef @buf, ptr noundef @digits, i32 noundef %17, i32 noundef %18) #2
  %19 = load i32, ptr %4, align 4
  %20 = call i32 @parse(ptr noundef @buf, i32 noundef %19) #2
  %21 = load i32, ptr %2, align 4
  %22 = icmp ne i32 %20, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %13
  call void @abort() #2
  br label %24

24:                                               ; preds = %23, %13
  store ptr @buf, ptr %5, align 8
  br label %25

25:                                               ; preds = %36, %24
  %26 = load ptr, ptr %5, align 8
  %27 = load i8, ptr %26, align 1
  %28 = icmp ne i8 %27, 0
  br i1 %28, label %29, label %39

29:                                               ; preds = %25
  %30 = load i32, ptr %1, align 4
  %31 = load ptr, ptr %5, align 8
  %32 = load i8, ptr %31, align 1
  %33 = zext i8 %32 to i32
  %34 = xor i32 %30, %33
  %35 = mul i32 %34, 16777619
  store i32 %35, ptr %1, align 4
  br label %36

36:                                               ; preds = %29
  %37 = load ptr, ptr %5, align 8
  %38 = getelementptr inbounds i8, ptr %37, i32 1
  store ptr %38, ptr %5, align 8
  br label %25, !llvm.loop !5

39:                                               ; preds = %25
  %40 = load i32, ptr %2, align 4
  call void @convert10(ptr noundef @buf, i32 noundef %40) #2
  %41 = call i32 @parse(ptr noundef @buf, i32 noundef 10) #2
  %42 = load i32, ptr %2, align 4
  %43 = icmp ne i32 %41, %42
  br i1 %43, label %44, label %45

44:                                               ; preds = %39
  call void @abort() #2
  br label %45

45:                                               ; preds = %44, %39
  %46 = load i32, ptr %1, align 4
  %47 = call i64 @strlen(ptr noundef @buf) #2
  %48 = trunc i64 %47 to i32
  %49 = xor i32 %46, %48
  %50 = mul i32 %49, 16777619
  store i32 %50, ptr %1, align 4
  %51 = load i32, ptr %2, align 4
  call void @convert16(ptr noundef @buf, i32 noundef %51) #2
  %52 = call i32 @parse(ptr noundef @buf, i32 noundef 16) #2
  %53 = load i32, ptr %2, align 4
  %54 = icmp ne i32 %52, %53
  br i1 %54, label %55, label %56

55:                                               ; preds = %45
  call void @abort() #2
  br label %56

56:                                               ; preds = %55, %45
  %57 = load i32, ptr %1, align 4
  %58 = load i8, ptr @buf, align 16
  %59 = zext i8 %58 to i32
  %60 = xor i32 %57, %59
  %61 = mul i32 %60, 16777619
  store i32 %61, ptr %1, align 4
  %62 = load i32, ptr %2, align 4
  %63 = mul i32 %62, -1640531535
  %64 = lshr i32 %63, 1
  store i32 %64, ptr %2, align 4
  br label %65

65:                                               ; preds = %56
  %66 = load i32, ptr %3, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %3, align 4
  br label %10, !llvm.loop !6

68:                                               ; preds = %10
  call void @convert(ptr noundef @buf, ptr noundef @digits, i32 noundef 7, i32 noundef 2147483647) #2
  call void @puts_nl(ptr noundef @buf) #2
  %69 = load i32, ptr %1, align 4
  %70 = and i32 %69, 2147483647
  ret i32 %70
}

; Function Attrs: noinline nounwind optnone
define internal void @puts_nl(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  br label %3

3:                                                ; preds = %7, %1
  %4 = load ptr, ptr %2, align 8
  %5 = load i8, ptr %4, align 1
  %6 = icmp ne i8 %5, 0
  br i1 %6, label %7, label %13

7:                                                ; preds = %3
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds i8, ptr %8, i32 1
  store ptr %9, ptr %2, align 8
  %10 = load i8, ptr %8, align 1
  %11 = sext i8 %10 to i32
  %12 = call i32 @putchar(i32 noundef %11) #2
  br label %3, !llvm.loop !7

13:                                               ; preds = %3
  %14 = call i32 @putchar(i32 noundef 10) #2
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @parse(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %34, %2
  %8 = load ptr, ptr %3, align 8
  %9 = load i8, ptr %8, align 1
  %10 = icmp ne i8 %9, 0
  br i1 %10, label %11, label %37

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i8, ptr %12, align 1
  %14 = sext i8 %13 to i32
  %15 = icmp sge i32 %14, 65
  br i1 %15, label %16, label %22

16:                                               ; preds = %11
  %17 = load ptr, ptr %3, align 8
  %18 = load i8, ptr %17, align 1
  %19 = sext i8 %18 to i32
  %20 = sub nsw i32 %19, 65
  %21 = add nsw i32 %20, 10
  br label %27

22:                                               ; preds = %11
  %23 = load ptr, ptr %3, align 8
  %24 = load i8, ptr %23, align 1
  %25 = sext i8 %24 to i32
  %26 = sub nsw i32 %25, 48
  br label %27

27:                                               ; preds = %22, %16
  %28 = phi i32 [ %21, %16 ], [ %26, %22 ]
  store i32 %28, ptr %6, align 4
  %29 = load i32, ptr %5, align 4
  %30 = load i32, ptr %4, align 4
  %31 = mul nsw i32 %29, %30
  %32 = load i32, ptr %6, align 4
  %33 = add nsw i32 %31, %32
  store i32 %33, ptr %5, align 4
  br label %34

34:                                               ; preds = %27
  %35 = load ptr, ptr %3, align 8
  %36 = getelementptr inbounds i8, ptr %35, i32 1
  store ptr %36, ptr %3, align 8
  br label %7, !llvm.loop !8

37:                                               ; preds = %7
  %38 = load i32, ptr %5, align 4
  ret i32 %38
}

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal void @convert10(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  store ptr %6, ptr %5, align 8
  br label %7

7:                                                ; preds = %17, %2
  %8 = load i32, ptr %4, align 4
  %9 = srem i32 %8, 10
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [17 x i8], ptr @digits, i64 0, i64 %10
  %12 = load i8, ptr %11, align 1
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds i8, ptr %13, i32 1
  store ptr %14, ptr %5, align 8
  store i8 %12, ptr %13, align 1
  %15 = load i32, ptr %4, align 4
  %16 = sdiv i32 %15, 10
  store i32 %16, ptr %4, align 4
  br label %17

17:                                               ; preds = %7
  %18 = load i32, ptr %4, align 4
  %19 = icmp sgt i32 %18, 0
  br i1 %19, label %7, label %20, !llvm.loop !9

20:                                               ; preds = %17
  %21 = load ptr, ptr %5, align 8
  store i8 0, ptr %21, align 1
  %22 = load ptr, ptr %3, align 8
  call void @reverse(ptr noundef %22) #2
  ret void
}

declare dso_local i64 @strlen(ptr noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @convert16(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  store ptr %6, ptr %5, align 8
  br label %7

7:                                                ; preds = %17, %2
  %8 = load i32, ptr %4, align 4
  %9 = urem i32 %8, 16
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds [17 x i8], ptr @digits, i64 0, i64 %10
  %12 = load i8, ptr %11, align 1
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds i8, ptr %13, i32 1
  store ptr %14, ptr %5, align 8
  store i8 %12, ptr %13, align 1
  %15 = load i32, ptr %4, align 4
  %16 = udiv i32 %15, 16
  store i32 %16, ptr %4, align 4
  br label %17

17:                                               ; preds = %7
  %18 = load i32, ptr %4, align 4
  %19 = icmp ugt i32 %18, 0
  br i1 %19, label %7, label %20, !llvm.loop !10

20:                                               ; preds = %17
  %21 = load ptr, ptr %5, align 8
  store i8 0, ptr %21, align 1
  %22 = load ptr, ptr %3, align 8
  call void @reverse(ptr noundef %22) #2
  ret void
}

declare dso_local i32 @putchar(i32 noundef) #1

attributes #0 = { noinline nounwind optnone "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
!9 = distinct !{!9, !3}
!10 = distinct !{!10, !3}
