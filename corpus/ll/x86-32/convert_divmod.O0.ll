; ModuleID = 'convert_divmod.c'
source_filename = "convert_divmod.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@digits = dso_local global [17 x i8] c"0123456789ABCDEF\00", align 1
@buf = dso_local global [100 x i8] zeroinitializer, align 1

; Function Attrs: noinline nounwind optnone
define dso_local void @convert(i8* noundef %0, i8* noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i8*, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8*, align 4
  store i8* %0, i8** %5, align 4
  store i8* %1, i8** %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %11 = load i8*, i8** %5, align 4
  store i8* %11, i8** %10, align 4
  br label %12

12:                                               ; preds = %25, %4
  %13 = load i32, i32* %8, align 4
  %14 = load i32, i32* %7, align 4
  %15 = srem i32 %13, %14
  store i32 %15, i32* %9, align 4
  %16 = load i32, i32* %8, align 4
  %17 = load i32, i32* %7, align 4
  %18 = sdiv i32 %16, %17
  store i32 %18, i32* %8, align 4
  %19 = load i8*, i8** %6, align 4
  %20 = load i32, i32* %9, align 4
  %21 = getelementptr inbounds i8, i8* %19, i32 %20
  %22 = load i8, i8* %21, align 1
  %23 = load i8*, i8** %10, align 4
  %24 = getelementptr inbounds i8, i8* %23, i32 1
  store i8* %24, i8** %10, align 4
  store i8 %22, i8* %23, align 1
  br label %25

25:                                               ; preds = %12
  %26 = load i32, i32* %8, align 4
  %27 = icmp sgt i32 %26, 0
  br i1 %27, label %12, label %28, !llvm.loop !3

28:                                               ; preds = %25
  %29 = load i8*, i8** %10, align 4
  store i8 0, i8* %29, align 1
  %30 = load i8*, i8** %5, align 4
  call void @reverse(i8* noundef %30) #2
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @reverse(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i8, align 1
  store i8* %0, i8** %2, align 4
  %7 = load i8*, i8** %2, align 4
  %8 = call i32 @strlen(i8* noundef %7) #2
  store i32 %8, i32* %3, align 4
  %9 = load i32, i32* %3, align 4
  %10 = icmp ult i32 %9, 2
  br i1 %10, label %11, label %12

11:                                               ; preds = %1
  br label %32

12:                                               ; preds = %1
  %13 = load i8*, i8** %2, align 4
  store i8* %13, i8** %4, align 4
  %14 = load i8*, i8** %2, align 4
  %15 = load i32, i32* %3, align 4
  %16 = getelementptr inbounds i8, i8* %14, i32 %15
  %17 = getelementptr inbounds i8, i8* %16, i32 -1
  store i8* %17, i8** %5, align 4
  br label %18

18:                                               ; preds = %22, %12
  %19 = load i8*, i8** %4, align 4
  %20 = load i8*, i8** %5, align 4
  %21 = icmp ult i8* %19, %20
  br i1 %21, label %22, label %32

22:                                               ; preds = %18
  %23 = load i8*, i8** %4, align 4
  %24 = load i8, i8* %23, align 1
  store i8 %24, i8* %6, align 1
  %25 = load i8*, i8** %5, align 4
  %26 = load i8, i8* %25, align 1
  %27 = load i8*, i8** %4, align 4
  %28 = getelementptr inbounds i8, i8* %27, i32 1
  store i8* %28, i8** %4, align 4
  store i8 %26, i8* %27, align 1
  %29 = load i8, i8* %6, align 1
  %30 = load i8*, i8** %5, align 4
  %31 = getelementptr inbounds i8, i8* %30, i32 -1
  store i8* %31, i8** %5, align 4
  store i8 %29, i8* %30, align 1
  br label %18, !llvm.loop !5

32:                                               ; preds = %11, %18
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  store i32 -2128831035, i32* %1, align 4
  call void @convert(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 0), i32 noundef 10, i32 noundef 4711) #2
  call void @puts_nl(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %6 = call i32 @parse(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), i32 noundef 10) #2
  %7 = icmp ne i32 %6, 4711
  br i1 %7, label %8, label %9

8:                                                ; preds = %0
  call void @abort() #2
  br label %9

9:                                                ; preds = %8, %0
  call void @convert(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 0), i32 noundef 16, i32 noundef 4711) #2
  call void @puts_nl(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  call void @convert(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 0), i32 noundef 2, i32 noundef 4711) #2
  call void @puts_nl(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  store i32 1, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %10

10:                                               ; preds = %64, %9
  %11 = load i32, i32* %3, align 4
  %12 = icmp slt i32 %11, 60
  br i1 %12, label %13, label %67

13:                                               ; preds = %10
  %14 = load i32, i32* %3, align 4
  %15 = srem i32 %14, 15
  %16 = add nsw i32 2, %15
  store i32 %16, i32* %4, align 4
  %17 = load i32, i32* %4, align 4
  %18 = load i32, i32* %2, align 4
  call void @convert(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 0), i32 noundef %17, i32 noundef %18) #2
  %19 = load i32, i32* %4, align 4
  %20 = call i32 @parse(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), i32 noundef %19) #2
  %21 = load i32, i32* %2, align 4
  %22 = icmp ne i32 %20, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %13
  call void @abort() #2
  br label %24

24:                                               ; preds = %23, %13
  store i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), i8** %5, align 4
  br label %25

25:                                               ; preds = %36, %24
  %26 = load i8*, i8** %5, align 4
  %27 = load i8, i8* %26, align 1
  %28 = icmp ne i8 %27, 0
  br i1 %28, label %29, label %39

29:                                               ; preds = %25
  %30 = load i32, i32* %1, align 4
  %31 = load i8*, i8** %5, align 4
  %32 = load i8, i8* %31, align 1
  %33 = zext i8 %32 to i32
  %34 = xor i32 %30, %33
  %35 = mul i32 %34, 16777619
  store i32 %35, i32* %1, align 4
  br label %36

36:                                               ; preds = %29
  %37 = load i8*, i8** %5, align 4
  %38 = getelementptr inbounds i8, i8* %37, i32 1
  store i8* %38, i8** %5, align 4
  br label %25, !llvm.loop !6

39:                                               ; preds = %25
  %40 = load i32, i32* %2, align 4
  call void @convert10(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), i32 noundef %40) #2
  %41 = call i32 @parse(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), i32 noundef 10) #2
  %42 = load i32, i32* %2, align 4
  %43 = icmp ne i32 %41, %42
  br i1 %43, label %44, label %45

44:                                               ; preds = %39
  call void @abort() #2
  br label %45

45:                                               ; preds = %44, %39
  %46 = load i32, i32* %1, align 4
  %47 = call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %48 = xor i32 %46, %47
  %49 = mul i32 %48, 16777619
  store i32 %49, i32* %1, align 4
  %50 = load i32, i32* %2, align 4
  call void @convert16(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), i32 noundef %50) #2
  %51 = call i32 @parse(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), i32 noundef 16) #2
  %52 = load i32, i32* %2, align 4
  %53 = icmp ne i32 %51, %52
  br i1 %53, label %54, label %55

54:                                               ; preds = %45
  call void @abort() #2
  br label %55

55:                                               ; preds = %54, %45
  %56 = load i32, i32* %1, align 4
  %57 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1
  %58 = zext i8 %57 to i32
  %59 = xor i32 %56, %58
  %60 = mul i32 %59, 16777619
  store i32 %60, i32* %1, align 4
  %61 = load i32, i32* %2, align 4
  %62 = mul i32 %61, -1640531535
  %63 = lshr i32 %62, 1
  store i32 %63, i32* %2, align 4
  br label %64

64:                                               ; preds = %55
  %65 = load i32, i32* %3, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, i32* %3, align 4
  br label %10, !llvm.loop !7

67:                                               ; preds = %10
  call void @convert(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 0), i32 noundef 7, i32 noundef 2147483647) #2
  call void @puts_nl(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %68 = load i32, i32* %1, align 4
  %69 = and i32 %68, 2147483647
  ret i32 %69
}

; Function Attrs: noinline nounwind optnone
define internal void @puts_nl(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  br label %3

3:                                                ; preds = %7, %1
  %4 = load i8*, i8** %2, align 4
  %5 = load i8, i8* %4, align 1
  %6 = icmp ne i8 %5, 0
  br i1 %6, label %7, label %13

7:                                                ; preds = %3
  %8 = load i8*, i8** %2, align 4
  %9 = getelementptr inbounds i8, i8* %8, i32 1
  store i8* %9, i8** %2, align 4
  %10 = load i8, i8* %8, align 1
  %11 = sext i8 %10 to i32
  %12 = call i32 @putchar(i32 noundef %11) #2
  br label %3, !llvm.loop !8

13:                                               ; preds = %3
  %14 = call i32 @putchar(i32 noundef 10) #2
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @parse(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %7

7:                                                ; preds = %34, %2
  %8 = load i8*, i8** %3, align 4
  %9 = load i8, i8* %8, align 1
  %10 = icmp ne i8 %9, 0
  br i1 %10, label %11, label %37

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 4
  %13 = load i8, i8* %12, align 1
  %14 = sext i8 %13 to i32
  %15 = icmp sge i32 %14, 65
  br i1 %15, label %16, label %22

16:                                               ; preds = %11
  %17 = load i8*, i8** %3, align 4
  %18 = load i8, i8* %17, align 1
  %19 = sext i8 %18 to i32
  %20 = sub nsw i32 %19, 65
  %21 = add nsw i32 %20, 10
  br label %27

22:                                               ; preds = %11
  %23 = load i8*, i8** %3, align 4
  %24 = load i8, i8* %23, align 1
  %25 = sext i8 %24 to i32
  %26 = sub nsw i32 %25, 48
  br label %27

27:                                               ; preds = %22, %16
  %28 = phi i32 [ %21, %16 ], [ %26, %22 ]
  store i32 %28, i32* %6, align 4
  %29 = load i32, i32* %5, align 4
  %30 = load i32, i32* %4, align 4
  %31 = mul nsw i32 %29, %30
  %32 = load i32, i32* %6, align 4
  %33 = add nsw i32 %31, %32
  store i32 %33, i32* %5, align 4
  br label %34

34:                                               ; preds = %27
  %35 = load i8*, i8** %3, align 4
  %36 = getelementptr inbounds i8, i8* %35, i32 1
  store i8* %36, i8** %3, align 4
  br label %7, !llvm.loop !9

37:                                               ; preds = %7
  %38 = load i32, i32* %5, align 4
  ret i32 %38
}

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal void @convert10(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  %6 = load i8*, i8** %3, align 4
  store i8* %6, i8** %5, align 4
  br label %7

7:                                                ; preds = %16, %2
  %8 = load i32, i32* %4, align 4
  %9 = srem i32 %8, 10
  %10 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %9
  %11 = load i8, i8* %10, align 1
  %12 = load i8*, i8** %5, align 4
  %13 = getelementptr inbounds i8, i8* %12, i32 1
  store i8* %13, i8** %5, align 4
  store i8 %11, i8* %12, align 1
  %14 = load i32, i32* %4, align 4
  %15 = sdiv i32 %14, 10
  store i32 %15, i32* %4, align 4
  br label %16

16:                                               ; preds = %7
  %17 = load i32, i32* %4, align 4
  %18 = icmp sgt i32 %17, 0
  br i1 %18, label %7, label %19, !llvm.loop !10

19:                                               ; preds = %16
  %20 = load i8*, i8** %5, align 4
  store i8 0, i8* %20, align 1
  %21 = load i8*, i8** %3, align 4
  call void @reverse(i8* noundef %21) #2
  ret void
}

declare dso_local i32 @strlen(i8* noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @convert16(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  %6 = load i8*, i8** %3, align 4
  store i8* %6, i8** %5, align 4
  br label %7

7:                                                ; preds = %16, %2
  %8 = load i32, i32* %4, align 4
  %9 = urem i32 %8, 16
  %10 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %9
  %11 = load i8, i8* %10, align 1
  %12 = load i8*, i8** %5, align 4
  %13 = getelementptr inbounds i8, i8* %12, i32 1
  store i8* %13, i8** %5, align 4
  store i8 %11, i8* %12, align 1
  %14 = load i32, i32* %4, align 4
  %15 = udiv i32 %14, 16
  store i32 %15, i32* %4, align 4
  br label %16

16:                                               ; preds = %7
  %17 = load i32, i32* %4, align 4
  %18 = icmp ugt i32 %17, 0
  br i1 %18, label %7, label %19, !llvm.loop !11

19:                                               ; preds = %16
  %20 = load i8*, i8** %5, align 4
  store i8 0, i8* %20, align 1
  %21 = load i8*, i8** %3, align 4
  call void @reverse(i8* noundef %21) #2
  ret void
}

declare dso_local i32 @putchar(i32 noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.mustprogress"}
!5 = distinct !{!5, !4}
!6 = distinct !{!6, !4}
!7 = distinct !{!7, !4}
!8 = distinct !{!8, !4}
!9 = distinct !{!9, !4}
!10 = distinct !{!10, !4}
!11 = distinct !{!11, !4}
