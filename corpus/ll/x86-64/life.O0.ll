; ModuleID = 'life.c'
source_filename = "life.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@grid = internal global [10 x [16 x i8]] zeroinitializer, align 16
@.str = private unnamed_addr constant [12 x i8] c".#./..#/###\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"###\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c".##/##./.#.\00", align 1
@next = internal global [10 x [16 x i8]] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = call i8* @memset(i8* noundef getelementptr inbounds ([10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 0, i32 0), i32 noundef 0, i64 noundef 160) #2
  call void @set_cells(i32 noundef 1, i32 noundef 1, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0)) #2
  call void @set_cells(i32 noundef 2, i32 noundef 11, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0)) #2
  call void @set_cells(i32 noundef 5, i32 noundef 6, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0)) #2
  store i32 -2128831035, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %9

9:                                                ; preds = %43, %0
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %10, 9
  br i1 %11, label %12, label %46

12:                                               ; preds = %9
  call void @generation() #2
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %13

13:                                               ; preds = %35, %12
  %14 = load i32, i32* %4, align 4
  %15 = icmp slt i32 %14, 10
  br i1 %15, label %16, label %38

16:                                               ; preds = %13
  store i32 0, i32* %5, align 4
  br label %17

17:                                               ; preds = %31, %16
  %18 = load i32, i32* %5, align 4
  %19 = icmp slt i32 %18, 16
  br i1 %19, label %20, label %34

20:                                               ; preds = %17
  %21 = load i32, i32* %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %22
  %24 = load i32, i32* %5, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [16 x i8], [16 x i8]* %23, i64 0, i64 %25
  %27 = load i8, i8* %26, align 1
  %28 = zext i8 %27 to i32
  %29 = load i32, i32* %3, align 4
  %30 = add i32 %29, %28
  store i32 %30, i32* %3, align 4
  br label %31

31:                                               ; preds = %20
  %32 = load i32, i32* %5, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, i32* %5, align 4
  br label %17, !llvm.loop !2

34:                                               ; preds = %17
  br label %35

35:                                               ; preds = %34
  %36 = load i32, i32* %4, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %4, align 4
  br label %13, !llvm.loop !4

38:                                               ; preds = %13
  %39 = load i32, i32* %1, align 4
  %40 = load i32, i32* %3, align 4
  %41 = xor i32 %39, %40
  %42 = mul i32 %41, 16777619
  store i32 %42, i32* %1, align 4
  br label %43

43:                                               ; preds = %38
  %44 = load i32, i32* %2, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, i32* %2, align 4
  br label %9, !llvm.loop !5

46:                                               ; preds = %9
  store i32 0, i32* %6, align 4
  br label %47

47:                                               ; preds = %83, %46
  %48 = load i32, i32* %6, align 4
  %49 = icmp slt i32 %48, 10
  br i1 %49, label %50, label %86

50:                                               ; preds = %47
  store i32 0, i32* %7, align 4
  br label %51

51:                                               ; preds = %78, %50
  %52 = load i32, i32* %7, align 4
  %53 = icmp slt i32 %52, 16
  br i1 %53, label %54, label %81

54:                                               ; preds = %51
  %55 = load i32, i32* %6, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %56
  %58 = load i32, i32* %7, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [16 x i8], [16 x i8]* %57, i64 0, i64 %59
  %61 = load i8, i8* %60, align 1
  %62 = zext i8 %61 to i32
  %63 = icmp ne i32 %62, 0
  %64 = zext i1 %63 to i64
  %65 = select i1 %63, i32 35, i32 46
  %66 = call i32 @putchar(i32 noundef %65) #2
  %67 = load i32, i32* %1, align 4
  %68 = load i32, i32* %6, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %69
  %71 = load i32, i32* %7, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [16 x i8], [16 x i8]* %70, i64 0, i64 %72
  %74 = load i8, i8* %73, align 1
  %75 = zext i8 %74 to i32
  %76 = xor i32 %67, %75
  %77 = mul i32 %76, 16777619
  store i32 %77, i32* %1, align 4
  br label %78

78:                                               ; preds = %54
  %79 = load i32, i32* %7, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, i32* %7, align 4
  br label %51, !llvm.loop !6

81:                                               ; preds = %51
  %82 = call i32 @putchar(i32 noundef 10) #2
  br label %83

83:                                               ; preds = %81
  %84 = load i32, i32* %6, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, i32* %6, align 4
  br label %47, !llvm.loop !7

86:                                               ; preds = %47
  %87 = load i32, i32* %1, align 4
  %88 = and i32 %87, 2147483647
  ret i32 %88
}

declare dso_local i8* @memset(i8* noundef, i32 noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @set_cells(i32 noundef %0, i32 noundef %1, i8* noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8*, align 8
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i8* %2, i8** %6, align 8
  %10 = load i32, i32* %4, align 4
  store i32 %10, i32* %7, align 4
  %11 = load i32, i32* %5, align 4
  store i32 %11, i32* %8, align 4
  %12 = load i8*, i8** %6, align 8
  store i8* %12, i8** %9, align 8
  br label %13

13:                                               ; preds = %44, %3
  %14 = load i8*, i8** %9, align 8
  %15 = load i8, i8* %14, align 1
  %16 = icmp ne i8 %15, 0
  br i1 %16, label %17, label %47

17:                                               ; preds = %13
  %18 = load i8*, i8** %9, align 8
  %19 = load i8, i8* %18, align 1
  %20 = sext i8 %19 to i32
  %21 = icmp eq i32 %20, 47
  br i1 %21, label %22, label %26

22:                                               ; preds = %17
  %23 = load i32, i32* %7, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %7, align 4
  %25 = load i32, i32* %5, align 4
  store i32 %25, i32* %8, align 4
  br label %43

26:                                               ; preds = %17
  %27 = load i8*, i8** %9, align 8
  %28 = load i8, i8* %27, align 1
  %29 = sext i8 %28 to i32
  %30 = icmp eq i32 %29, 35
  br i1 %30, label %31, label %40

31:                                               ; preds = %26
  %32 = load i32, i32* %7, align 4
  %33 = srem i32 %32, 10
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %34
  %36 = load i32, i32* %8, align 4
  %37 = srem i32 %36, 16
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [16 x i8], [16 x i8]* %35, i64 0, i64 %38
  store i8 1, i8* %39, align 1
  br label %40

40:                                               ; preds = %31, %26
  %41 = load i32, i32* %8, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, i32* %8, align 4
  br label %43

43:                                               ; preds = %40, %22
  br label %44

44:                                               ; preds = %43
  %45 = load i8*, i8** %9, align 8
  %46 = getelementptr inbounds i8, i8* %45, i32 1
  store i8* %46, i8** %9, align 8
  br label %13, !llvm.loop !8

47:                                               ; preds = %13
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @generation() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  br label %8

8:                                                ; preds = %132, %0
  %9 = load i32, i32* %1, align 4
  %10 = icmp slt i32 %9, 10
  br i1 %10, label %11, label %135

11:                                               ; preds = %8
  %12 = load i32, i32* %1, align 4
  %13 = add nsw i32 %12, 10
  %14 = sub nsw i32 %13, 1
  %15 = srem i32 %14, 10
  store i32 %15, i32* %2, align 4
  %16 = load i32, i32* %1, align 4
  %17 = add nsw i32 %16, 1
  %18 = srem i32 %17, 10
  store i32 %18, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %19

19:                                               ; preds = %128, %11
  %20 = load i32, i32* %4, align 4
  %21 = icmp slt i32 %20, 16
  br i1 %21, label %22, label %131

22:                                               ; preds = %19
  %23 = load i32, i32* %4, align 4
  %24 = add nsw i32 %23, 16
  %25 = sub nsw i32 %24, 1
  %26 = srem i32 %25, 16
  store i32 %26, i32* %5, align 4
  %27 = load i32, i32* %4, align 4
  %28 = add nsw i32 %27, 1
  %29 = srem i32 %28, 16
  store i32 %29, i32* %6, align 4
  %30 = load i32, i32* %2, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %31
  %33 = load i32, i32* %5, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [16 x i8], [16 x i8]* %32, i64 0, i64 %34
  %36 = load i8, i8* %35, align 1
  %37 = zext i8 %36 to i32
  %38 = load i32, i32* %2, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %39
  %41 = load i32, i32* %4, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [16 x i8], [16 x i8]* %40, i64 0, i64 %42
  %44 = load i8, i8* %43, align 1
  %45 = zext i8 %44 to i32
  %46 = add nsw i32 %37, %45
  %47 = load i32, i32* %2, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %48
  %50 = load i32, i32* %6, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [16 x i8], [16 x i8]* %49, i64 0, i64 %51
  %53 = load i8, i8* %52, align 1
  %54 = zext i8 %53 to i32
  %55 = add nsw i32 %46, %54
  %56 = load i32, i32* %1, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %57
  %59 = load i32, i32* %5, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [16 x i8], [16 x i8]* %58, i64 0, i64 %60
  %62 = load i8, i8* %61, align 1
  %63 = zext i8 %62 to i32
  %64 = add nsw i32 %55, %63
  %65 = load i32, i32* %1, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %66
  %68 = load i32, i32* %6, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [16 x i8], [16 x i8]* %67, i64 0, i64 %69
  %71 = load i8, i8* %70, align 1
  %72 = zext i8 %71 to i32
  %73 = add nsw i32 %64, %72
  %74 = load i32, i32* %3, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %75
  %77 = load i32, i32* %5, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [16 x i8], [16 x i8]* %76, i64 0, i64 %78
  %80 = load i8, i8* %79, align 1
  %81 = zext i8 %80 to i32
  %82 = add nsw i32 %73, %81
  %83 = load i32, i32* %3, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %84
  %86 = load i32, i32* %4, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [16 x i8], [16 x i8]* %85, i64 0, i64 %87
  %89 = load i8, i8* %88, align 1
  %90 = zext i8 %89 to i32
  %91 = add nsw i32 %82, %90
  %92 = load i32, i32* %3, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %93
  %95 = load i32, i32* %6, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [16 x i8], [16 x i8]* %94, i64 0, i64 %96
  %98 = load i8, i8* %97, align 1
  %99 = zext i8 %98 to i32
  %100 = add nsw i32 %91, %99
  store i32 %100, i32* %7, align 4
  %101 = load i32, i32* %7, align 4
  %102 = icmp eq i32 %101, 3
  br i1 %102, label %118, label %103

103:                                              ; preds = %22
  %104 = load i32, i32* %7, align 4
  %105 = icmp eq i32 %104, 2
  br i1 %105, label %106, label %116

106:                                              ; preds = %103
  %107 = load i32, i32* %1, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %108
  %110 = load i32, i32* %4, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [16 x i8], [16 x i8]* %109, i64 0, i64 %111
  %113 = load i8, i8* %112, align 1
  %114 = zext i8 %113 to i32
  %115 = icmp ne i32 %114, 0
  br label %116

116:                                              ; preds = %106, %103
  %117 = phi i1 [ false, %103 ], [ %115, %106 ]
  br label %118

118:                                              ; preds = %116, %22
  %119 = phi i1 [ true, %22 ], [ %117, %116 ]
  %120 = zext i1 %119 to i32
  %121 = trunc i32 %120 to i8
  %122 = load i32, i32* %1, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @next, i64 0, i64 %123
  %125 = load i32, i32* %4, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [16 x i8], [16 x i8]* %124, i64 0, i64 %126
  store i8 %121, i8* %127, align 1
  br label %128

128:                                              ; preds = %118
  %129 = load i32, i32* %4, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, i32* %4, align 4
  br label %19, !llvm.loop !9

131:                                              ; preds = %19
  br label %132

132:                                              ; preds = %131
  %133 = load i32, i32* %1, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, i32* %1, align 4
  br label %8, !llvm.loop !10

135:                                              ; preds = %8
  %136 = call i8* @memcpy(i8* noundef getelementptr inbounds ([10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 0, i32 0), i8* noundef getelementptr inbounds ([10 x [16 x i8]], [10 x [16 x i8]]* @next, i32 0, i32 0, i32 0), i64 noundef 160) #2
  ret void
}

declare dso_local i32 @putchar(i32 noundef) #1

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i64 noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
!9 = distinct !{!9, !3}
!10 = distinct !{!10, !3}
