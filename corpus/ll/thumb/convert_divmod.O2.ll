; ModuleID = 'convert_divmod.c'
source_filename = "convert_divmod.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@digits = dso_local local_unnamed_addr global [17 x i8] c"0123456789ABCDEF\00", align 1
@buf = dso_local global [100 x i8] zeroinitializer, align 1

; Function Attrs: nounwind
define dso_local void @convert(i8* noundef %0, i8* nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  br label %5

5:                                                ; preds = %32, %4
  %6 = phi i32 [ %3, %4 ], [ %33, %32 ]
  %7 = phi i8* [ %0, %4 ], [ %38, %32 ]
  %8 = freeze i32 %6
  %9 = sdiv i32 %8, %2
  %10 = mul i32 %9, %2
  %11 = sub i32 %8, %10
  %12 = getelementptr inbounds i8, i8* %1, i32 %11
  %13 = load i8, i8* %12, align 1, !tbaa !7
  %14 = getelementptr inbounds i8, i8* %7, i32 1
  store i8 %13, i8* %7, align 1, !tbaa !7
  %15 = icmp sgt i32 %9, 0
  br i1 %15, label %16, label %40, !llvm.loop !10

16:                                               ; preds = %5
  %17 = sdiv i32 %9, %2
  %18 = mul i32 %17, %2
  %19 = sub i32 %9, %18
  %20 = getelementptr inbounds i8, i8* %1, i32 %19
  %21 = load i8, i8* %20, align 1, !tbaa !7
  %22 = getelementptr inbounds i8, i8* %7, i32 2
  store i8 %21, i8* %14, align 1, !tbaa !7
  %23 = icmp sgt i32 %17, 0
  br i1 %23, label %24, label %40, !llvm.loop !10

24:                                               ; preds = %16
  %25 = sdiv i32 %17, %2
  %26 = mul i32 %25, %2
  %27 = sub i32 %17, %26
  %28 = getelementptr inbounds i8, i8* %1, i32 %27
  %29 = load i8, i8* %28, align 1, !tbaa !7
  %30 = getelementptr inbounds i8, i8* %7, i32 3
  store i8 %29, i8* %22, align 1, !tbaa !7
  %31 = icmp sgt i32 %25, 0
  br i1 %31, label %32, label %40, !llvm.loop !10

32:                                               ; preds = %24
  %33 = sdiv i32 %25, %2
  %34 = mul i32 %33, %2
  %35 = sub i32 %25, %34
  %36 = getelementptr inbounds i8, i8* %1, i32 %35
  %37 = load i8, i8* %36, align 1, !tbaa !7
  %38 = getelementptr inbounds i8, i8* %7, i32 4
  store i8 %37, i8* %30, align 1, !tbaa !7
  %39 = icmp sgt i32 %33, 0
  br i1 %39, label %5, label %40, !llvm.loop !10

40:                                               ; preds = %32, %24, %16, %5
  %41 = phi i8* [ %14, %5 ], [ %22, %16 ], [ %30, %24 ], [ %38, %32 ]
  store i8 0, i8* %41, align 1, !tbaa !7
  %42 = tail call i32 @strlen(i8* noundef %0) #2
  %43 = icmp ugt i32 %42, 1
  %44 = getelementptr inbounds i8, i8* %0, i32 %42
  %45 = getelementptr inbounds i8, i8* %44, i32 -1
  %46 = icmp ugt i8* %45, %0
  %47 = select i1 %43, i1 %46, i1 false
  br i1 %47, label %48, label %74

48:                                               ; preds = %40, %68
  %49 = phi i8* [ %72, %68 ], [ %45, %40 ]
  %50 = phi i8* [ %71, %68 ], [ %0, %40 ]
  %51 = load i8, i8* %50, align 1, !tbaa !7
  %52 = load i8, i8* %49, align 1, !tbaa !7
  %53 = getelementptr inbounds i8, i8* %50, i32 1
  store i8 %52, i8* %50, align 1, !tbaa !7
  store i8 %51, i8* %49, align 1, !tbaa !7
  %54 = getelementptr inbounds i8, i8* %49, i32 -1
  %55 = icmp ult i8* %53, %54
  br i1 %55, label %56, label %74, !llvm.loop !12

56:                                               ; preds = %48
  %57 = load i8, i8* %53, align 1, !tbaa !7
  %58 = load i8, i8* %54, align 1, !tbaa !7
  %59 = getelementptr inbounds i8, i8* %50, i32 2
  store i8 %58, i8* %53, align 1, !tbaa !7
  store i8 %57, i8* %54, align 1, !tbaa !7
  %60 = getelementptr inbounds i8, i8* %49, i32 -2
  %61 = icmp ult i8* %59, %60
  br i1 %61, label %62, label %74, !llvm.loop !12

62:                                               ; preds = %56
  %63 = load i8, i8* %59, align 1, !tbaa !7
  %64 = load i8, i8* %60, align 1, !tbaa !7
  %65 = getelementptr inbounds i8, i8* %50, i32 3
  store i8 %64, i8* %59, align 1, !tbaa !7
  store i8 %63, i8* %60, align 1, !tbaa !7
  %66 = getelementptr inbounds i8, i8* %49, i32 -3
  %67 = icmp ult i8* %65, %66
  br i1 %67, label %68, label %74, !llvm.loop !12

68:                                               ; preds = %62
  %69 = load i8, i8* %65, align 1, !tbaa !7
  %70 = load i8, i8* %66, align 1, !tbaa !7
  %71 = getelementptr inbounds i8, i8* %50, i32 4
  store i8 %70, i8* %65, align 1, !tbaa !7
  store i8 %69, i8* %66, align 1, !tbaa !7
  %72 = getelementptr inbounds i8, i8* %49, i32 -4
  %73 = icmp ult i8* %71, %72
  br i1 %73, label %48, label %74, !llvm.loop !12

74:                                               ; preds = %48, %56, %62, %68, %40
  ret void
}

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 1), align 1, !tbaa !7
  store i8 %1, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  store i8 %1, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 1), align 1, !tbaa !7
  %2 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 7), align 1, !tbaa !7
  store i8 %2, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 2), align 1, !tbaa !7
  %3 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 4), align 1, !tbaa !7
  store i8 %3, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 3), align 1, !tbaa !7
  store i8 0, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 4), align 1, !tbaa !7
  %4 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %5 = icmp ugt i32 %4, 1
  %6 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %4
  %7 = getelementptr inbounds i8, i8* %6, i32 -1
  %8 = icmp ugt i8* %7, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %9 = select i1 %5, i1 %8, i1 false
  br i1 %9, label %10, label %36

10:                                               ; preds = %0, %30
  %11 = phi i8* [ %34, %30 ], [ %7, %0 ]
  %12 = phi i8* [ %33, %30 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %0 ]
  %13 = load i8, i8* %12, align 1, !tbaa !7
  %14 = load i8, i8* %11, align 1, !tbaa !7
  %15 = getelementptr inbounds i8, i8* %12, i32 1
  store i8 %14, i8* %12, align 1, !tbaa !7
  store i8 %13, i8* %11, align 1, !tbaa !7
  %16 = getelementptr inbounds i8, i8* %11, i32 -1
  %17 = icmp ult i8* %15, %16
  br i1 %17, label %18, label %36, !llvm.loop !12

18:                                               ; preds = %10
  %19 = load i8, i8* %15, align 1, !tbaa !7
  %20 = load i8, i8* %16, align 1, !tbaa !7
  %21 = getelementptr inbounds i8, i8* %12, i32 2
  store i8 %20, i8* %15, align 1, !tbaa !7
  store i8 %19, i8* %16, align 1, !tbaa !7
  %22 = getelementptr inbounds i8, i8* %11, i32 -2
  %23 = icmp ult i8* %21, %22
  br i1 %23, label %24, label %36, !llvm.loop !12

24:                                               ; preds = %18
  %25 = load i8, i8* %21, align 1, !tbaa !7
  %26 = load i8, i8* %22, align 1, !tbaa !7
  %27 = getelementptr inbounds i8, i8* %12, i32 3
  store i8 %26, i8* %21, align 1, !tbaa !7
  store i8 %25, i8* %22, align 1, !tbaa !7
  %28 = getelementptr inbounds i8, i8* %11, i32 -3
  %29 = icmp ult i8* %27, %28
  br i1 %29, label %30, label %36, !llvm.loop !12

30:                                               ; preds = %24
  %31 = load i8, i8* %27, align 1, !tbaa !7
  %32 = load i8, i8* %28, align 1, !tbaa !7
  %33 = getelementptr inbounds i8, i8* %12, i32 4
  store i8 %32, i8* %27, align 1, !tbaa !7
  store i8 %31, i8* %28, align 1, !tbaa !7
  %34 = getelementptr inbounds i8, i8* %11, i32 -4
  %35 = icmp ult i8* %33, %34
  br i1 %35, label %10, label %36, !llvm.loop !12

36:                                               ; preds = %10, %18, %24, %30, %0
  %37 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %38 = icmp eq i8 %37, 0
  br i1 %38, label %47, label %39

39:                                               ; preds = %36, %39
  %40 = phi i8 [ %45, %39 ], [ %37, %36 ]
  %41 = phi i8* [ %42, %39 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %36 ]
  %42 = getelementptr inbounds i8, i8* %41, i32 1
  %43 = zext i8 %40 to i32
  %44 = tail call i32 @putchar(i32 noundef %43) #2
  %45 = load i8, i8* %42, align 1, !tbaa !7
  %46 = icmp eq i8 %45, 0
  br i1 %46, label %47, label %39, !llvm.loop !13

47:                                               ; preds = %39, %36
  %48 = tail call i32 @putchar(i32 noundef 10) #2
  %49 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %97, label %51

51:                                               ; preds = %47, %84
  %52 = phi i8 [ %92, %84 ], [ %49, %47 ]
  %53 = phi i8* [ %91, %84 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %47 ]
  %54 = phi i32 [ %90, %84 ], [ 0, %47 ]
  %55 = zext i8 %52 to i32
  %56 = icmp ugt i8 %52, 64
  %57 = select i1 %56, i32 -55, i32 -48
  %58 = mul nsw i32 %54, 10
  %59 = add nsw i32 %57, %55
  %60 = add i32 %59, %58
  %61 = getelementptr inbounds i8, i8* %53, i32 1
  %62 = load i8, i8* %61, align 1, !tbaa !7
  %63 = icmp eq i8 %62, 0
  br i1 %63, label %94, label %64, !llvm.loop !14

64:                                               ; preds = %51
  %65 = zext i8 %62 to i32
  %66 = icmp ugt i8 %62, 64
  %67 = select i1 %66, i32 -55, i32 -48
  %68 = mul nsw i32 %60, 10
  %69 = add nsw i32 %67, %65
  %70 = add i32 %69, %68
  %71 = getelementptr inbounds i8, i8* %53, i32 2
  %72 = load i8, i8* %71, align 1, !tbaa !7
  %73 = icmp eq i8 %72, 0
  br i1 %73, label %94, label %74, !llvm.loop !14

74:                                               ; preds = %64
  %75 = zext i8 %72 to i32
  %76 = icmp ugt i8 %72, 64
  %77 = select i1 %76, i32 -55, i32 -48
  %78 = mul nsw i32 %70, 10
  %79 = add nsw i32 %77, %75
  %80 = add i32 %79, %78
  %81 = getelementptr inbounds i8, i8* %53, i32 3
  %82 = load i8, i8* %81, align 1, !tbaa !7
  %83 = icmp eq i8 %82, 0
  br i1 %83, label %94, label %84, !llvm.loop !14

84:                                               ; preds = %74
  %85 = zext i8 %82 to i32
  %86 = icmp ugt i8 %82, 64
  %87 = select i1 %86, i32 -55, i32 -48
  %88 = mul nsw i32 %80, 10
  %89 = add nsw i32 %87, %85
  %90 = add i32 %89, %88
  %91 = getelementptr inbounds i8, i8* %53, i32 4
  %92 = load i8, i8* %91, align 1, !tbaa !7
  %93 = icmp eq i8 %92, 0
  br i1 %93, label %94, label %51, !llvm.loop !14

94:                                               ; preds = %84, %74, %64, %51
  %95 = phi i32 [ %60, %51 ], [ %70, %64 ], [ %80, %74 ], [ %90, %84 ]
  %96 = icmp eq i32 %95, 4711
  br i1 %96, label %98, label %97

97:                                               ; preds = %47, %94
  tail call void @abort() #2
  br label %98

98:                                               ; preds = %97, %94
  %99 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 7), align 1, !tbaa !7
  store i8 %99, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %100 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 6), align 1, !tbaa !7
  store i8 %100, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 1), align 1, !tbaa !7
  %101 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 2), align 1, !tbaa !7
  store i8 %101, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 2), align 1, !tbaa !7
  %102 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 1), align 1, !tbaa !7
  store i8 %102, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 3), align 1, !tbaa !7
  store i8 0, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 4), align 1, !tbaa !7
  %103 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %104 = icmp ugt i32 %103, 1
  %105 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %103
  %106 = getelementptr inbounds i8, i8* %105, i32 -1
  %107 = icmp ugt i8* %106, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %108 = select i1 %104, i1 %107, i1 false
  br i1 %108, label %109, label %135

109:                                              ; preds = %98, %129
  %110 = phi i8* [ %133, %129 ], [ %106, %98 ]
  %111 = phi i8* [ %132, %129 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %98 ]
  %112 = load i8, i8* %111, align 1, !tbaa !7
  %113 = load i8, i8* %110, align 1, !tbaa !7
  %114 = getelementptr inbounds i8, i8* %111, i32 1
  store i8 %113, i8* %111, align 1, !tbaa !7
  store i8 %112, i8* %110, align 1, !tbaa !7
  %115 = getelementptr inbounds i8, i8* %110, i32 -1
  %116 = icmp ult i8* %114, %115
  br i1 %116, label %117, label %135, !llvm.loop !12

117:                                              ; preds = %109
  %118 = load i8, i8* %114, align 1, !tbaa !7
  %119 = load i8, i8* %115, align 1, !tbaa !7
  %120 = getelementptr inbounds i8, i8* %111, i32 2
  store i8 %119, i8* %114, align 1, !tbaa !7
  store i8 %118, i8* %115, align 1, !tbaa !7
  %121 = getelementptr inbounds i8, i8* %110, i32 -2
  %122 = icmp ult i8* %120, %121
  br i1 %122, label %123, label %135, !llvm.loop !12

123:                                              ; preds = %117
  %124 = load i8, i8* %120, align 1, !tbaa !7
  %125 = load i8, i8* %121, align 1, !tbaa !7
  %126 = getelementptr inbounds i8, i8* %111, i32 3
  store i8 %125, i8* %120, align 1, !tbaa !7
  store i8 %124, i8* %121, align 1, !tbaa !7
  %127 = getelementptr inbounds i8, i8* %110, i32 -3
  %128 = icmp ult i8* %126, %127
  br i1 %128, label %129, label %135, !llvm.loop !12

129:                                              ; preds = %123
  %130 = load i8, i8* %126, align 1, !tbaa !7
  %131 = load i8, i8* %127, align 1, !tbaa !7
  %132 = getelementptr inbounds i8, i8* %111, i32 4
  store i8 %131, i8* %126, align 1, !tbaa !7
  store i8 %130, i8* %127, align 1, !tbaa !7
  %133 = getelementptr inbounds i8, i8* %110, i32 -4
  %134 = icmp ult i8* %132, %133
  br i1 %134, label %109, label %135, !llvm.loop !12

135:                                              ; preds = %109, %117, %123, %129, %98
  %136 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %137 = icmp eq i8 %136, 0
  br i1 %137, label %146, label %138

138:                                              ; preds = %135, %138
  %139 = phi i8 [ %144, %138 ], [ %136, %135 ]
  %140 = phi i8* [ %141, %138 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %135 ]
  %141 = getelementptr inbounds i8, i8* %140, i32 1
  %142 = zext i8 %139 to i32
  %143 = tail call i32 @putchar(i32 noundef %142) #2
  %144 = load i8, i8* %141, align 1, !tbaa !7
  %145 = icmp eq i8 %144, 0
  br i1 %145, label %146, label %138, !llvm.loop !13

146:                                              ; preds = %138, %135
  %147 = tail call i32 @putchar(i32 noundef 10) #2
  %148 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 1), align 1, !tbaa !7
  store i8 %148, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  store i8 %148, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 1), align 1, !tbaa !7
  store i8 %148, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 2), align 1, !tbaa !7
  %149 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 0), align 1, !tbaa !7
  store i8 %149, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 3), align 1, !tbaa !7
  store i8 %149, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 4), align 1, !tbaa !7
  store i8 %148, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 5), align 1, !tbaa !7
  store i8 %148, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 6), align 1, !tbaa !7
  store i8 %149, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 7), align 1, !tbaa !7
  store i8 %149, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 8), align 1, !tbaa !7
  store i8 %148, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 9), align 1, !tbaa !7
  store i8 %149, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 10), align 1, !tbaa !7
  store i8 %149, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 11), align 1, !tbaa !7
  store i8 %148, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 12), align 1, !tbaa !7
  store i8 0, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 13), align 1, !tbaa !7
  %150 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %151 = icmp ugt i32 %150, 1
  %152 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %150
  %153 = getelementptr inbounds i8, i8* %152, i32 -1
  %154 = icmp ugt i8* %153, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %155 = select i1 %151, i1 %154, i1 false
  br i1 %155, label %156, label %182

156:                                              ; preds = %146, %176
  %157 = phi i8* [ %180, %176 ], [ %153, %146 ]
  %158 = phi i8* [ %179, %176 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %146 ]
  %159 = load i8, i8* %158, align 1, !tbaa !7
  %160 = load i8, i8* %157, align 1, !tbaa !7
  %161 = getelementptr inbounds i8, i8* %158, i32 1
  store i8 %160, i8* %158, align 1, !tbaa !7
  store i8 %159, i8* %157, align 1, !tbaa !7
  %162 = getelementptr inbounds i8, i8* %157, i32 -1
  %163 = icmp ult i8* %161, %162
  br i1 %163, label %164, label %182, !llvm.loop !12

164:                                              ; preds = %156
  %165 = load i8, i8* %161, align 1, !tbaa !7
  %166 = load i8, i8* %162, align 1, !tbaa !7
  %167 = getelementptr inbounds i8, i8* %158, i32 2
  store i8 %166, i8* %161, align 1, !tbaa !7
  store i8 %165, i8* %162, align 1, !tbaa !7
  %168 = getelementptr inbounds i8, i8* %157, i32 -2
  %169 = icmp ult i8* %167, %168
  br i1 %169, label %170, label %182, !llvm.loop !12

170:                                              ; preds = %164
  %171 = load i8, i8* %167, align 1, !tbaa !7
  %172 = load i8, i8* %168, align 1, !tbaa !7
  %173 = getelementptr inbounds i8, i8* %158, i32 3
  store i8 %172, i8* %167, align 1, !tbaa !7
  store i8 %171, i8* %168, align 1, !tbaa !7
  %174 = getelementptr inbounds i8, i8* %157, i32 -3
  %175 = icmp ult i8* %173, %174
  br i1 %175, label %176, label %182, !llvm.loop !12

176:                                              ; preds = %170
  %177 = load i8, i8* %173, align 1, !tbaa !7
  %178 = load i8, i8* %174, align 1, !tbaa !7
  %179 = getelementptr inbounds i8, i8* %158, i32 4
  store i8 %178, i8* %173, align 1, !tbaa !7
  store i8 %177, i8* %174, align 1, !tbaa !7
  %180 = getelementptr inbounds i8, i8* %157, i32 -4
  %181 = icmp ult i8* %179, %180
  br i1 %181, label %156, label %182, !llvm.loop !12

182:                                              ; preds = %156, %164, %170, %176, %146
  %183 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %184 = icmp eq i8 %183, 0
  br i1 %184, label %193, label %185

185:                                              ; preds = %182, %185
  %186 = phi i8 [ %191, %185 ], [ %183, %182 ]
  %187 = phi i8* [ %188, %185 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %182 ]
  %188 = getelementptr inbounds i8, i8* %187, i32 1
  %189 = zext i8 %186 to i32
  %190 = tail call i32 @putchar(i32 noundef %189) #2
  %191 = load i8, i8* %188, align 1, !tbaa !7
  %192 = icmp eq i8 %191, 0
  br i1 %192, label %193, label %185, !llvm.loop !13

193:                                              ; preds = %185, %182
  %194 = tail call i32 @putchar(i32 noundef 10) #2
  br label %248

195:                                              ; preds = %651
  %196 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 1), align 1, !tbaa !7
  store i8 %196, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %197 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 6), align 1, !tbaa !7
  store i8 %197, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 1), align 1, !tbaa !7
  store i8 %196, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 2), align 1, !tbaa !7
  store i8 %196, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 3), align 1, !tbaa !7
  store i8 %196, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 4), align 1, !tbaa !7
  %198 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 2), align 1, !tbaa !7
  store i8 %198, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 5), align 1, !tbaa !7
  %199 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 4), align 1, !tbaa !7
  store i8 %199, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 6), align 1, !tbaa !7
  %200 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 3), align 1, !tbaa !7
  store i8 %200, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 7), align 1, !tbaa !7
  store i8 %196, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 8), align 1, !tbaa !7
  store i8 %199, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 9), align 1, !tbaa !7
  %201 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 0), align 1, !tbaa !7
  store i8 %201, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 10), align 1, !tbaa !7
  store i8 %196, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 11), align 1, !tbaa !7
  store i8 0, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 12), align 1, !tbaa !7
  %202 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %203 = icmp ugt i32 %202, 1
  %204 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %202
  %205 = getelementptr inbounds i8, i8* %204, i32 -1
  %206 = icmp ugt i8* %205, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %207 = select i1 %203, i1 %206, i1 false
  br i1 %207, label %208, label %234

208:                                              ; preds = %195, %228
  %209 = phi i8* [ %232, %228 ], [ %205, %195 ]
  %210 = phi i8* [ %231, %228 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %195 ]
  %211 = load i8, i8* %210, align 1, !tbaa !7
  %212 = load i8, i8* %209, align 1, !tbaa !7
  %213 = getelementptr inbounds i8, i8* %210, i32 1
  store i8 %212, i8* %210, align 1, !tbaa !7
  store i8 %211, i8* %209, align 1, !tbaa !7
  %214 = getelementptr inbounds i8, i8* %209, i32 -1
  %215 = icmp ult i8* %213, %214
  br i1 %215, label %216, label %234, !llvm.loop !12

216:                                              ; preds = %208
  %217 = load i8, i8* %213, align 1, !tbaa !7
  %218 = load i8, i8* %214, align 1, !tbaa !7
  %219 = getelementptr inbounds i8, i8* %210, i32 2
  store i8 %218, i8* %213, align 1, !tbaa !7
  store i8 %217, i8* %214, align 1, !tbaa !7
  %220 = getelementptr inbounds i8, i8* %209, i32 -2
  %221 = icmp ult i8* %219, %220
  br i1 %221, label %222, label %234, !llvm.loop !12

222:                                              ; preds = %216
  %223 = load i8, i8* %219, align 1, !tbaa !7
  %224 = load i8, i8* %220, align 1, !tbaa !7
  %225 = getelementptr inbounds i8, i8* %210, i32 3
  store i8 %224, i8* %219, align 1, !tbaa !7
  store i8 %223, i8* %220, align 1, !tbaa !7
  %226 = getelementptr inbounds i8, i8* %209, i32 -3
  %227 = icmp ult i8* %225, %226
  br i1 %227, label %228, label %234, !llvm.loop !12

228:                                              ; preds = %222
  %229 = load i8, i8* %225, align 1, !tbaa !7
  %230 = load i8, i8* %226, align 1, !tbaa !7
  %231 = getelementptr inbounds i8, i8* %210, i32 4
  store i8 %230, i8* %225, align 1, !tbaa !7
  store i8 %229, i8* %226, align 1, !tbaa !7
  %232 = getelementptr inbounds i8, i8* %209, i32 -4
  %233 = icmp ult i8* %231, %232
  br i1 %233, label %208, label %234, !llvm.loop !12

234:                                              ; preds = %208, %216, %222, %228, %195
  %235 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %236 = icmp eq i8 %235, 0
  br i1 %236, label %245, label %237

237:                                              ; preds = %234, %237
  %238 = phi i8 [ %243, %237 ], [ %235, %234 ]
  %239 = phi i8* [ %240, %237 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %234 ]
  %240 = getelementptr inbounds i8, i8* %239, i32 1
  %241 = zext i8 %238 to i32
  %242 = tail call i32 @putchar(i32 noundef %241) #2
  %243 = load i8, i8* %240, align 1, !tbaa !7
  %244 = icmp eq i8 %243, 0
  br i1 %244, label %245, label %237, !llvm.loop !13

245:                                              ; preds = %237, %234
  %246 = tail call i32 @putchar(i32 noundef 10) #2
  %247 = and i32 %655, 2147483647
  ret i32 %247

248:                                              ; preds = %193, %651
  %249 = phi i32 [ -2128831035, %193 ], [ %655, %651 ]
  %250 = phi i32 [ 0, %193 ], [ %658, %651 ]
  %251 = phi i32 [ 1, %193 ], [ %657, %651 ]
  %252 = trunc i32 %250 to i8
  %253 = urem i8 %252, 15
  %254 = add nuw nsw i8 %253, 2
  %255 = zext i8 %254 to i32
  br label %256

256:                                              ; preds = %286, %248
  %257 = phi i32 [ %251, %248 ], [ %288, %286 ]
  %258 = phi i8* [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %248 ], [ %293, %286 ]
  %259 = freeze i32 %257
  %260 = freeze i32 %255
  %261 = sdiv i32 %259, %260
  %262 = mul i32 %261, %260
  %263 = sub i32 %259, %262
  %264 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %263
  %265 = load i8, i8* %264, align 1, !tbaa !7
  %266 = getelementptr inbounds i8, i8* %258, i32 1
  store i8 %265, i8* %258, align 1, !tbaa !7
  %267 = icmp sgt i32 %261, 0
  br i1 %267, label %268, label %295, !llvm.loop !10

268:                                              ; preds = %256
  %269 = freeze i32 %255
  %270 = sdiv i32 %261, %269
  %271 = mul i32 %270, %269
  %272 = sub i32 %261, %271
  %273 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %272
  %274 = load i8, i8* %273, align 1, !tbaa !7
  %275 = getelementptr inbounds i8, i8* %258, i32 2
  store i8 %274, i8* %266, align 1, !tbaa !7
  %276 = icmp sgt i32 %270, 0
  br i1 %276, label %277, label %295, !llvm.loop !10

277:                                              ; preds = %268
  %278 = freeze i32 %255
  %279 = sdiv i32 %270, %278
  %280 = mul i32 %279, %278
  %281 = sub i32 %270, %280
  %282 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %281
  %283 = load i8, i8* %282, align 1, !tbaa !7
  %284 = getelementptr inbounds i8, i8* %258, i32 3
  store i8 %283, i8* %275, align 1, !tbaa !7
  %285 = icmp sgt i32 %279, 0
  br i1 %285, label %286, label %295, !llvm.loop !10

286:                                              ; preds = %277
  %287 = freeze i32 %255
  %288 = sdiv i32 %279, %287
  %289 = mul i32 %288, %287
  %290 = sub i32 %279, %289
  %291 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %290
  %292 = load i8, i8* %291, align 1, !tbaa !7
  %293 = getelementptr inbounds i8, i8* %258, i32 4
  store i8 %292, i8* %284, align 1, !tbaa !7
  %294 = icmp sgt i32 %288, 0
  br i1 %294, label %256, label %295, !llvm.loop !10

295:                                              ; preds = %286, %277, %268, %256
  %296 = phi i8* [ %266, %256 ], [ %275, %268 ], [ %284, %277 ], [ %293, %286 ]
  store i8 0, i8* %296, align 1, !tbaa !7
  %297 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %298 = icmp ugt i32 %297, 1
  %299 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %297
  %300 = getelementptr inbounds i8, i8* %299, i32 -1
  %301 = icmp ugt i8* %300, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %302 = select i1 %298, i1 %301, i1 false
  br i1 %302, label %303, label %329

303:                                              ; preds = %295, %323
  %304 = phi i8* [ %327, %323 ], [ %300, %295 ]
  %305 = phi i8* [ %326, %323 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %295 ]
  %306 = load i8, i8* %305, align 1, !tbaa !7
  %307 = load i8, i8* %304, align 1, !tbaa !7
  %308 = getelementptr inbounds i8, i8* %305, i32 1
  store i8 %307, i8* %305, align 1, !tbaa !7
  store i8 %306, i8* %304, align 1, !tbaa !7
  %309 = getelementptr inbounds i8, i8* %304, i32 -1
  %310 = icmp ult i8* %308, %309
  br i1 %310, label %311, label %329, !llvm.loop !12

311:                                              ; preds = %303
  %312 = load i8, i8* %308, align 1, !tbaa !7
  %313 = load i8, i8* %309, align 1, !tbaa !7
  %314 = getelementptr inbounds i8, i8* %305, i32 2
  store i8 %313, i8* %308, align 1, !tbaa !7
  store i8 %312, i8* %309, align 1, !tbaa !7
  %315 = getelementptr inbounds i8, i8* %304, i32 -2
  %316 = icmp ult i8* %314, %315
  br i1 %316, label %317, label %329, !llvm.loop !12

317:                                              ; preds = %311
  %318 = load i8, i8* %314, align 1, !tbaa !7
  %319 = load i8, i8* %315, align 1, !tbaa !7
  %320 = getelementptr inbounds i8, i8* %305, i32 3
  store i8 %319, i8* %314, align 1, !tbaa !7
  store i8 %318, i8* %315, align 1, !tbaa !7
  %321 = getelementptr inbounds i8, i8* %304, i32 -3
  %322 = icmp ult i8* %320, %321
  br i1 %322, label %323, label %329, !llvm.loop !12

323:                                              ; preds = %317
  %324 = load i8, i8* %320, align 1, !tbaa !7
  %325 = load i8, i8* %321, align 1, !tbaa !7
  %326 = getelementptr inbounds i8, i8* %305, i32 4
  store i8 %325, i8* %320, align 1, !tbaa !7
  store i8 %324, i8* %321, align 1, !tbaa !7
  %327 = getelementptr inbounds i8, i8* %304, i32 -4
  %328 = icmp ult i8* %326, %327
  br i1 %328, label %303, label %329, !llvm.loop !12

329:                                              ; preds = %303, %311, %317, %323, %295
  %330 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %331 = icmp eq i8 %330, 0
  br i1 %331, label %375, label %332

332:                                              ; preds = %329, %365
  %333 = phi i8 [ %373, %365 ], [ %330, %329 ]
  %334 = phi i8* [ %372, %365 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %329 ]
  %335 = phi i32 [ %371, %365 ], [ 0, %329 ]
  %336 = zext i8 %333 to i32
  %337 = icmp ugt i8 %333, 64
  %338 = select i1 %337, i32 -55, i32 -48
  %339 = mul nsw i32 %335, %255
  %340 = add nsw i32 %338, %336
  %341 = add i32 %340, %339
  %342 = getelementptr inbounds i8, i8* %334, i32 1
  %343 = load i8, i8* %342, align 1, !tbaa !7
  %344 = icmp eq i8 %343, 0
  br i1 %344, label %375, label %345, !llvm.loop !14

345:                                              ; preds = %332
  %346 = zext i8 %343 to i32
  %347 = icmp ugt i8 %343, 64
  %348 = select i1 %347, i32 -55, i32 -48
  %349 = mul nsw i32 %341, %255
  %350 = add nsw i32 %348, %346
  %351 = add i32 %350, %349
  %352 = getelementptr inbounds i8, i8* %334, i32 2
  %353 = load i8, i8* %352, align 1, !tbaa !7
  %354 = icmp eq i8 %353, 0
  br i1 %354, label %375, label %355, !llvm.loop !14

355:                                              ; preds = %345
  %356 = zext i8 %353 to i32
  %357 = icmp ugt i8 %353, 64
  %358 = select i1 %357, i32 -55, i32 -48
  %359 = mul nsw i32 %351, %255
  %360 = add nsw i32 %358, %356
  %361 = add i32 %360, %359
  %362 = getelementptr inbounds i8, i8* %334, i32 3
  %363 = load i8, i8* %362, align 1, !tbaa !7
  %364 = icmp eq i8 %363, 0
  br i1 %364, label %375, label %365, !llvm.loop !14

365:                                              ; preds = %355
  %366 = zext i8 %363 to i32
  %367 = icmp ugt i8 %363, 64
  %368 = select i1 %367, i32 -55, i32 -48
  %369 = mul nsw i32 %361, %255
  %370 = add nsw i32 %368, %366
  %371 = add i32 %370, %369
  %372 = getelementptr inbounds i8, i8* %334, i32 4
  %373 = load i8, i8* %372, align 1, !tbaa !7
  %374 = icmp eq i8 %373, 0
  br i1 %374, label %375, label %332, !llvm.loop !14

375:                                              ; preds = %332, %345, %355, %365, %329
  %376 = phi i32 [ 0, %329 ], [ %341, %332 ], [ %351, %345 ], [ %361, %355 ], [ %371, %365 ]
  %377 = icmp eq i32 %376, %251
  br i1 %377, label %380, label %378

378:                                              ; preds = %375
  tail call void @abort() #2
  %379 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  br label %380

380:                                              ; preds = %378, %375
  %381 = phi i8 [ %379, %378 ], [ %330, %375 ]
  %382 = icmp eq i8 %381, 0
  br i1 %382, label %383, label %500

383:                                              ; preds = %500, %510, %517, %524, %380
  %384 = phi i32 [ %249, %380 ], [ %506, %500 ], [ %513, %510 ], [ %520, %517 ], [ %527, %524 ]
  br label %385

385:                                              ; preds = %409, %383
  %386 = phi i32 [ %251, %383 ], [ %415, %409 ]
  %387 = phi i8* [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %383 ], [ %414, %409 ]
  %388 = freeze i32 %386
  %389 = sdiv i32 %388, 10
  %390 = mul i32 %389, 10
  %391 = sub i32 %388, %390
  %392 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %391
  %393 = load i8, i8* %392, align 1, !tbaa !7
  %394 = getelementptr inbounds i8, i8* %387, i32 1
  store i8 %393, i8* %387, align 1, !tbaa !7
  %395 = icmp sgt i32 %386, 9
  br i1 %395, label %396, label %417, !llvm.loop !15

396:                                              ; preds = %385
  %397 = srem i32 %389, 10
  %398 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %397
  %399 = load i8, i8* %398, align 1, !tbaa !7
  %400 = getelementptr inbounds i8, i8* %387, i32 2
  store i8 %399, i8* %394, align 1, !tbaa !7
  %401 = icmp sgt i32 %386, 99
  br i1 %401, label %402, label %417, !llvm.loop !15

402:                                              ; preds = %396
  %403 = sdiv i32 %386, 100
  %404 = srem i32 %403, 10
  %405 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %404
  %406 = load i8, i8* %405, align 1, !tbaa !7
  %407 = getelementptr inbounds i8, i8* %387, i32 3
  store i8 %406, i8* %400, align 1, !tbaa !7
  %408 = icmp sgt i32 %386, 999
  br i1 %408, label %409, label %417, !llvm.loop !15

409:                                              ; preds = %402
  %410 = sdiv i32 %386, 1000
  %411 = srem i32 %410, 10
  %412 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %411
  %413 = load i8, i8* %412, align 1, !tbaa !7
  %414 = getelementptr inbounds i8, i8* %387, i32 4
  store i8 %413, i8* %407, align 1, !tbaa !7
  %415 = sdiv i32 %386, 10000
  %416 = icmp sgt i32 %386, 9999
  br i1 %416, label %385, label %417, !llvm.loop !15

417:                                              ; preds = %409, %402, %396, %385
  %418 = phi i8* [ %394, %385 ], [ %400, %396 ], [ %407, %402 ], [ %414, %409 ]
  store i8 0, i8* %418, align 1, !tbaa !7
  %419 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %420 = icmp ugt i32 %419, 1
  %421 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %419
  %422 = getelementptr inbounds i8, i8* %421, i32 -1
  %423 = icmp ugt i8* %422, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %424 = select i1 %420, i1 %423, i1 false
  br i1 %424, label %425, label %451

425:                                              ; preds = %417, %445
  %426 = phi i8* [ %449, %445 ], [ %422, %417 ]
  %427 = phi i8* [ %448, %445 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %417 ]
  %428 = load i8, i8* %427, align 1, !tbaa !7
  %429 = load i8, i8* %426, align 1, !tbaa !7
  %430 = getelementptr inbounds i8, i8* %427, i32 1
  store i8 %429, i8* %427, align 1, !tbaa !7
  store i8 %428, i8* %426, align 1, !tbaa !7
  %431 = getelementptr inbounds i8, i8* %426, i32 -1
  %432 = icmp ult i8* %430, %431
  br i1 %432, label %433, label %451, !llvm.loop !12

433:                                              ; preds = %425
  %434 = load i8, i8* %430, align 1, !tbaa !7
  %435 = load i8, i8* %431, align 1, !tbaa !7
  %436 = getelementptr inbounds i8, i8* %427, i32 2
  store i8 %435, i8* %430, align 1, !tbaa !7
  store i8 %434, i8* %431, align 1, !tbaa !7
  %437 = getelementptr inbounds i8, i8* %426, i32 -2
  %438 = icmp ult i8* %436, %437
  br i1 %438, label %439, label %451, !llvm.loop !12

439:                                              ; preds = %433
  %440 = load i8, i8* %436, align 1, !tbaa !7
  %441 = load i8, i8* %437, align 1, !tbaa !7
  %442 = getelementptr inbounds i8, i8* %427, i32 3
  store i8 %441, i8* %436, align 1, !tbaa !7
  store i8 %440, i8* %437, align 1, !tbaa !7
  %443 = getelementptr inbounds i8, i8* %426, i32 -3
  %444 = icmp ult i8* %442, %443
  br i1 %444, label %445, label %451, !llvm.loop !12

445:                                              ; preds = %439
  %446 = load i8, i8* %442, align 1, !tbaa !7
  %447 = load i8, i8* %443, align 1, !tbaa !7
  %448 = getelementptr inbounds i8, i8* %427, i32 4
  store i8 %447, i8* %442, align 1, !tbaa !7
  store i8 %446, i8* %443, align 1, !tbaa !7
  %449 = getelementptr inbounds i8, i8* %426, i32 -4
  %450 = icmp ult i8* %448, %449
  br i1 %450, label %425, label %451, !llvm.loop !12

451:                                              ; preds = %425, %433, %439, %445, %417
  %452 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %453 = icmp eq i8 %452, 0
  br i1 %453, label %497, label %454

454:                                              ; preds = %451, %487
  %455 = phi i8 [ %495, %487 ], [ %452, %451 ]
  %456 = phi i8* [ %494, %487 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %451 ]
  %457 = phi i32 [ %493, %487 ], [ 0, %451 ]
  %458 = zext i8 %455 to i32
  %459 = icmp ugt i8 %455, 64
  %460 = select i1 %459, i32 -55, i32 -48
  %461 = mul nsw i32 %457, 10
  %462 = add nsw i32 %460, %458
  %463 = add i32 %462, %461
  %464 = getelementptr inbounds i8, i8* %456, i32 1
  %465 = load i8, i8* %464, align 1, !tbaa !7
  %466 = icmp eq i8 %465, 0
  br i1 %466, label %497, label %467, !llvm.loop !14

467:                                              ; preds = %454
  %468 = zext i8 %465 to i32
  %469 = icmp ugt i8 %465, 64
  %470 = select i1 %469, i32 -55, i32 -48
  %471 = mul nsw i32 %463, 10
  %472 = add nsw i32 %470, %468
  %473 = add i32 %472, %471
  %474 = getelementptr inbounds i8, i8* %456, i32 2
  %475 = load i8, i8* %474, align 1, !tbaa !7
  %476 = icmp eq i8 %475, 0
  br i1 %476, label %497, label %477, !llvm.loop !14

477:                                              ; preds = %467
  %478 = zext i8 %475 to i32
  %479 = icmp ugt i8 %475, 64
  %480 = select i1 %479, i32 -55, i32 -48
  %481 = mul nsw i32 %473, 10
  %482 = add nsw i32 %480, %478
  %483 = add i32 %482, %481
  %484 = getelementptr inbounds i8, i8* %456, i32 3
  %485 = load i8, i8* %484, align 1, !tbaa !7
  %486 = icmp eq i8 %485, 0
  br i1 %486, label %497, label %487, !llvm.loop !14

487:                                              ; preds = %477
  %488 = zext i8 %485 to i32
  %489 = icmp ugt i8 %485, 64
  %490 = select i1 %489, i32 -55, i32 -48
  %491 = mul nsw i32 %483, 10
  %492 = add nsw i32 %490, %488
  %493 = add i32 %492, %491
  %494 = getelementptr inbounds i8, i8* %456, i32 4
  %495 = load i8, i8* %494, align 1, !tbaa !7
  %496 = icmp eq i8 %495, 0
  br i1 %496, label %497, label %454, !llvm.loop !14

497:                                              ; preds = %454, %467, %477, %487, %451
  %498 = phi i32 [ 0, %451 ], [ %463, %454 ], [ %473, %467 ], [ %483, %477 ], [ %493, %487 ]
  %499 = icmp eq i32 %498, %251
  br i1 %499, label %532, label %531

500:                                              ; preds = %380, %524
  %501 = phi i8 [ %529, %524 ], [ %381, %380 ]
  %502 = phi i8* [ %528, %524 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %380 ]
  %503 = phi i32 [ %527, %524 ], [ %249, %380 ]
  %504 = zext i8 %501 to i32
  %505 = xor i32 %503, %504
  %506 = mul i32 %505, 16777619
  %507 = getelementptr inbounds i8, i8* %502, i32 1
  %508 = load i8, i8* %507, align 1, !tbaa !7
  %509 = icmp eq i8 %508, 0
  br i1 %509, label %383, label %510, !llvm.loop !16

510:                                              ; preds = %500
  %511 = zext i8 %508 to i32
  %512 = xor i32 %506, %511
  %513 = mul i32 %512, 16777619
  %514 = getelementptr inbounds i8, i8* %502, i32 2
  %515 = load i8, i8* %514, align 1, !tbaa !7
  %516 = icmp eq i8 %515, 0
  br i1 %516, label %383, label %517, !llvm.loop !16

517:                                              ; preds = %510
  %518 = zext i8 %515 to i32
  %519 = xor i32 %513, %518
  %520 = mul i32 %519, 16777619
  %521 = getelementptr inbounds i8, i8* %502, i32 3
  %522 = load i8, i8* %521, align 1, !tbaa !7
  %523 = icmp eq i8 %522, 0
  br i1 %523, label %383, label %524, !llvm.loop !16

524:                                              ; preds = %517
  %525 = zext i8 %522 to i32
  %526 = xor i32 %520, %525
  %527 = mul i32 %526, 16777619
  %528 = getelementptr inbounds i8, i8* %502, i32 4
  %529 = load i8, i8* %528, align 1, !tbaa !7
  %530 = icmp eq i8 %529, 0
  br i1 %530, label %383, label %500, !llvm.loop !16

531:                                              ; preds = %497
  tail call void @abort() #2
  br label %532

532:                                              ; preds = %531, %497
  %533 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %534 = xor i32 %533, %384
  br label %535

535:                                              ; preds = %557, %532
  %536 = phi i32 [ %251, %532 ], [ %563, %557 ]
  %537 = phi i8* [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %532 ], [ %562, %557 ]
  %538 = and i32 %536, 15
  %539 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %538
  %540 = load i8, i8* %539, align 1, !tbaa !7
  %541 = getelementptr inbounds i8, i8* %537, i32 1
  store i8 %540, i8* %537, align 1, !tbaa !7
  %542 = icmp ult i32 %536, 16
  br i1 %542, label %565, label %543, !llvm.loop !17

543:                                              ; preds = %535
  %544 = lshr i32 %536, 4
  %545 = and i32 %544, 15
  %546 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %545
  %547 = load i8, i8* %546, align 1, !tbaa !7
  %548 = getelementptr inbounds i8, i8* %537, i32 2
  store i8 %547, i8* %541, align 1, !tbaa !7
  %549 = icmp ult i32 %536, 256
  br i1 %549, label %565, label %550, !llvm.loop !17

550:                                              ; preds = %543
  %551 = lshr i32 %536, 8
  %552 = and i32 %551, 15
  %553 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %552
  %554 = load i8, i8* %553, align 1, !tbaa !7
  %555 = getelementptr inbounds i8, i8* %537, i32 3
  store i8 %554, i8* %548, align 1, !tbaa !7
  %556 = icmp ult i32 %536, 4096
  br i1 %556, label %565, label %557, !llvm.loop !17

557:                                              ; preds = %550
  %558 = lshr i32 %536, 12
  %559 = and i32 %558, 15
  %560 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %559
  %561 = load i8, i8* %560, align 1, !tbaa !7
  %562 = getelementptr inbounds i8, i8* %537, i32 4
  store i8 %561, i8* %555, align 1, !tbaa !7
  %563 = lshr i32 %536, 16
  %564 = icmp ult i32 %536, 65536
  br i1 %564, label %565, label %535, !llvm.loop !17

565:                                              ; preds = %557, %550, %543, %535
  %566 = phi i8* [ %541, %535 ], [ %548, %543 ], [ %555, %550 ], [ %562, %557 ]
  %567 = mul i32 %534, 16777619
  store i8 0, i8* %566, align 1, !tbaa !7
  %568 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %569 = icmp ugt i32 %568, 1
  %570 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %568
  %571 = getelementptr inbounds i8, i8* %570, i32 -1
  %572 = icmp ugt i8* %571, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %573 = select i1 %569, i1 %572, i1 false
  br i1 %573, label %574, label %600

574:                                              ; preds = %565, %594
  %575 = phi i8* [ %598, %594 ], [ %571, %565 ]
  %576 = phi i8* [ %597, %594 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %565 ]
  %577 = load i8, i8* %576, align 1, !tbaa !7
  %578 = load i8, i8* %575, align 1, !tbaa !7
  %579 = getelementptr inbounds i8, i8* %576, i32 1
  store i8 %578, i8* %576, align 1, !tbaa !7
  store i8 %577, i8* %575, align 1, !tbaa !7
  %580 = getelementptr inbounds i8, i8* %575, i32 -1
  %581 = icmp ult i8* %579, %580
  br i1 %581, label %582, label %600, !llvm.loop !12

582:                                              ; preds = %574
  %583 = load i8, i8* %579, align 1, !tbaa !7
  %584 = load i8, i8* %580, align 1, !tbaa !7
  %585 = getelementptr inbounds i8, i8* %576, i32 2
  store i8 %584, i8* %579, align 1, !tbaa !7
  store i8 %583, i8* %580, align 1, !tbaa !7
  %586 = getelementptr inbounds i8, i8* %575, i32 -2
  %587 = icmp ult i8* %585, %586
  br i1 %587, label %588, label %600, !llvm.loop !12

588:                                              ; preds = %582
  %589 = load i8, i8* %585, align 1, !tbaa !7
  %590 = load i8, i8* %586, align 1, !tbaa !7
  %591 = getelementptr inbounds i8, i8* %576, i32 3
  store i8 %590, i8* %585, align 1, !tbaa !7
  store i8 %589, i8* %586, align 1, !tbaa !7
  %592 = getelementptr inbounds i8, i8* %575, i32 -3
  %593 = icmp ult i8* %591, %592
  br i1 %593, label %594, label %600, !llvm.loop !12

594:                                              ; preds = %588
  %595 = load i8, i8* %591, align 1, !tbaa !7
  %596 = load i8, i8* %592, align 1, !tbaa !7
  %597 = getelementptr inbounds i8, i8* %576, i32 4
  store i8 %596, i8* %591, align 1, !tbaa !7
  store i8 %595, i8* %592, align 1, !tbaa !7
  %598 = getelementptr inbounds i8, i8* %575, i32 -4
  %599 = icmp ult i8* %597, %598
  br i1 %599, label %574, label %600, !llvm.loop !12

600:                                              ; preds = %574, %582, %588, %594, %565
  %601 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %602 = icmp eq i8 %601, 0
  br i1 %602, label %646, label %603

603:                                              ; preds = %600, %636
  %604 = phi i8 [ %644, %636 ], [ %601, %600 ]
  %605 = phi i8* [ %643, %636 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %600 ]
  %606 = phi i32 [ %642, %636 ], [ 0, %600 ]
  %607 = zext i8 %604 to i32
  %608 = icmp ugt i8 %604, 64
  %609 = select i1 %608, i32 -55, i32 -48
  %610 = shl nsw i32 %606, 4
  %611 = add nsw i32 %609, %607
  %612 = add i32 %611, %610
  %613 = getelementptr inbounds i8, i8* %605, i32 1
  %614 = load i8, i8* %613, align 1, !tbaa !7
  %615 = icmp eq i8 %614, 0
  br i1 %615, label %646, label %616, !llvm.loop !14

616:                                              ; preds = %603
  %617 = zext i8 %614 to i32
  %618 = icmp ugt i8 %614, 64
  %619 = select i1 %618, i32 -55, i32 -48
  %620 = shl nsw i32 %612, 4
  %621 = add nsw i32 %619, %617
  %622 = add i32 %621, %620
  %623 = getelementptr inbounds i8, i8* %605, i32 2
  %624 = load i8, i8* %623, align 1, !tbaa !7
  %625 = icmp eq i8 %624, 0
  br i1 %625, label %646, label %626, !llvm.loop !14

626:                                              ; preds = %616
  %627 = zext i8 %624 to i32
  %628 = icmp ugt i8 %624, 64
  %629 = select i1 %628, i32 -55, i32 -48
  %630 = shl nsw i32 %622, 4
  %631 = add nsw i32 %629, %627
  %632 = add i32 %631, %630
  %633 = getelementptr inbounds i8, i8* %605, i32 3
  %634 = load i8, i8* %633, align 1, !tbaa !7
  %635 = icmp eq i8 %634, 0
  br i1 %635, label %646, label %636, !llvm.loop !14

636:                                              ; preds = %626
  %637 = zext i8 %634 to i32
  %638 = icmp ugt i8 %634, 64
  %639 = select i1 %638, i32 -55, i32 -48
  %640 = shl nsw i32 %632, 4
  %641 = add nsw i32 %639, %637
  %642 = add i32 %641, %640
  %643 = getelementptr inbounds i8, i8* %605, i32 4
  %644 = load i8, i8* %643, align 1, !tbaa !7
  %645 = icmp eq i8 %644, 0
  br i1 %645, label %646, label %603, !llvm.loop !14

646:                                              ; preds = %603, %616, %626, %636, %600
  %647 = phi i32 [ 0, %600 ], [ %612, %603 ], [ %622, %616 ], [ %632, %626 ], [ %642, %636 ]
  %648 = icmp eq i32 %647, %251
  br i1 %648, label %651, label %649

649:                                              ; preds = %646
  tail call void @abort() #2
  %650 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  br label %651

651:                                              ; preds = %649, %646
  %652 = phi i8 [ %650, %649 ], [ %601, %646 ]
  %653 = zext i8 %652 to i32
  %654 = xor i32 %567, %653
  %655 = mul i32 %654, 16777619
  %656 = mul i32 %251, -1640531535
  %657 = lshr i32 %656, 1
  %658 = add nuw nsw i32 %250, 1
  %659 = icmp eq i32 %658, 60
  br i1 %659, label %195, label %248, !llvm.loop !18
}

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i32 @strlen(i8* noundef) local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
