; ModuleID = 'convert_divmod.c'
source_filename = "convert_divmod.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@digits = dso_local local_unnamed_addr global [17 x i8] c"0123456789ABCDEF\00", align 1
@buf = dso_local global [100 x i8] zeroinitializer, align 1

; Function Attrs: nounwind
define dso_local void @convert(i8* noundef %0, i8* nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  br label %5

5:                                                ; preds = %5, %4
  %6 = phi i32 [ %3, %4 ], [ %9, %5 ]
  %7 = phi i8* [ %0, %4 ], [ %12, %5 ]
  %8 = srem i32 %6, %2
  %9 = sdiv i32 %6, %2
  %10 = getelementptr inbounds i8, i8* %1, i32 %8
  %11 = load i8, i8* %10, align 1, !tbaa !3
  %12 = getelementptr inbounds i8, i8* %7, i32 1
  store i8 %11, i8* %7, align 1, !tbaa !3
  %13 = icmp sgt i32 %9, 0
  br i1 %13, label %5, label %14, !llvm.loop !6

14:                                               ; preds = %5
  store i8 0, i8* %12, align 1, !tbaa !3
  %15 = tail call i32 @strlen(i8* noundef %0) #2
  %16 = icmp ugt i32 %15, 1
  %17 = getelementptr inbounds i8, i8* %0, i32 %15
  %18 = getelementptr inbounds i8, i8* %17, i32 -1
  %19 = icmp ugt i8* %18, %0
  %20 = select i1 %16, i1 %19, i1 false
  br i1 %20, label %21, label %29

21:                                               ; preds = %14, %21
  %22 = phi i8* [ %27, %21 ], [ %18, %14 ]
  %23 = phi i8* [ %26, %21 ], [ %0, %14 ]
  %24 = load i8, i8* %23, align 1, !tbaa !3
  %25 = load i8, i8* %22, align 1, !tbaa !3
  %26 = getelementptr inbounds i8, i8* %23, i32 1
  store i8 %25, i8* %23, align 1, !tbaa !3
  store i8 %24, i8* %22, align 1, !tbaa !3
  %27 = getelementptr inbounds i8, i8* %22, i32 -1
  %28 = icmp ult i8* %26, %27
  br i1 %28, label %21, label %29, !llvm.loop !8

29:                                               ; preds = %21, %14
  ret void
}

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 1), align 1, !tbaa !3
  store i8 %1, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !3
  store i8 %1, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 1), align 1, !tbaa !3
  %2 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 7), align 1, !tbaa !3
  store i8 %2, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 2), align 1, !tbaa !3
  %3 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 4), align 1, !tbaa !3
  store i8 %3, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 3), align 1, !tbaa !3
  store i8 0, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 4), align 1, !tbaa !3
  %4 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %5 = icmp ugt i32 %4, 1
  %6 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %4
  %7 = getelementptr inbounds i8, i8* %6, i32 -1
  %8 = icmp ugt i8* %7, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %9 = select i1 %5, i1 %8, i1 false
  br i1 %9, label %10, label %18

10:                                               ; preds = %0, %10
  %11 = phi i8* [ %16, %10 ], [ %7, %0 ]
  %12 = phi i8* [ %15, %10 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %0 ]
  %13 = load i8, i8* %12, align 1, !tbaa !3
  %14 = load i8, i8* %11, align 1, !tbaa !3
  %15 = getelementptr inbounds i8, i8* %12, i32 1
  store i8 %14, i8* %12, align 1, !tbaa !3
  store i8 %13, i8* %11, align 1, !tbaa !3
  %16 = getelementptr inbounds i8, i8* %11, i32 -1
  %17 = icmp ult i8* %15, %16
  br i1 %17, label %10, label %18, !llvm.loop !8

18:                                               ; preds = %10, %0
  %19 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !3
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %29, label %21

21:                                               ; preds = %18, %21
  %22 = phi i8 [ %27, %21 ], [ %19, %18 ]
  %23 = phi i8* [ %24, %21 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %18 ]
  %24 = getelementptr inbounds i8, i8* %23, i32 1
  %25 = sext i8 %22 to i32
  %26 = tail call i32 @putchar(i32 noundef %25) #2
  %27 = load i8, i8* %24, align 1, !tbaa !3
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %29, label %21, !llvm.loop !9

29:                                               ; preds = %21, %18
  %30 = tail call i32 @putchar(i32 noundef 10) #2
  %31 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !3
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %48, label %33

33:                                               ; preds = %29, %33
  %34 = phi i8 [ %44, %33 ], [ %31, %29 ]
  %35 = phi i8* [ %43, %33 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %29 ]
  %36 = phi i32 [ %42, %33 ], [ 0, %29 ]
  %37 = sext i8 %34 to i32
  %38 = icmp sgt i8 %34, 64
  %39 = select i1 %38, i32 -55, i32 -48
  %40 = mul nsw i32 %36, 10
  %41 = add nsw i32 %39, %37
  %42 = add i32 %41, %40
  %43 = getelementptr inbounds i8, i8* %35, i32 1
  %44 = load i8, i8* %43, align 1, !tbaa !3
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %46, label %33, !llvm.loop !10

46:                                               ; preds = %33
  %47 = icmp eq i32 %42, 4711
  br i1 %47, label %49, label %48

48:                                               ; preds = %29, %46
  tail call void @abort() #2
  br label %49

49:                                               ; preds = %48, %46
  %50 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 7), align 1, !tbaa !3
  store i8 %50, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !3
  %51 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 6), align 1, !tbaa !3
  store i8 %51, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 1), align 1, !tbaa !3
  %52 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 2), align 1, !tbaa !3
  store i8 %52, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 2), align 1, !tbaa !3
  %53 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 1), align 1, !tbaa !3
  store i8 %53, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 3), align 1, !tbaa !3
  store i8 0, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 4), align 1, !tbaa !3
  %54 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %55 = icmp ugt i32 %54, 1
  %56 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %54
  %57 = getelementptr inbounds i8, i8* %56, i32 -1
  %58 = icmp ugt i8* %57, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %59 = select i1 %55, i1 %58, i1 false
  br i1 %59, label %60, label %68

60:                                               ; preds = %49, %60
  %61 = phi i8* [ %66, %60 ], [ %57, %49 ]
  %62 = phi i8* [ %65, %60 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %49 ]
  %63 = load i8, i8* %62, align 1, !tbaa !3
  %64 = load i8, i8* %61, align 1, !tbaa !3
  %65 = getelementptr inbounds i8, i8* %62, i32 1
  store i8 %64, i8* %62, align 1, !tbaa !3
  store i8 %63, i8* %61, align 1, !tbaa !3
  %66 = getelementptr inbounds i8, i8* %61, i32 -1
  %67 = icmp ult i8* %65, %66
  br i1 %67, label %60, label %68, !llvm.loop !8

68:                                               ; preds = %60, %49
  %69 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !3
  %70 = icmp eq i8 %69, 0
  br i1 %70, label %79, label %71

71:                                               ; preds = %68, %71
  %72 = phi i8 [ %77, %71 ], [ %69, %68 ]
  %73 = phi i8* [ %74, %71 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %68 ]
  %74 = getelementptr inbounds i8, i8* %73, i32 1
  %75 = sext i8 %72 to i32
  %76 = tail call i32 @putchar(i32 noundef %75) #2
  %77 = load i8, i8* %74, align 1, !tbaa !3
  %78 = icmp eq i8 %77, 0
  br i1 %78, label %79, label %71, !llvm.loop !9

79:                                               ; preds = %71, %68
  %80 = tail call i32 @putchar(i32 noundef 10) #2
  %81 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 1), align 1, !tbaa !3
  store i8 %81, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !3
  store i8 %81, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 1), align 1, !tbaa !3
  store i8 %81, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 2), align 1, !tbaa !3
  %82 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 0), align 1, !tbaa !3
  store i8 %82, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 3), align 1, !tbaa !3
  store i8 %82, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 4), align 1, !tbaa !3
  store i8 %81, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 5), align 1, !tbaa !3
  store i8 %81, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 6), align 1, !tbaa !3
  store i8 %82, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 7), align 1, !tbaa !3
  store i8 %82, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 8), align 1, !tbaa !3
  store i8 %81, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 9), align 1, !tbaa !3
  store i8 %82, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 10), align 1, !tbaa !3
  store i8 %82, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 11), align 1, !tbaa !3
  store i8 %81, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 12), align 1, !tbaa !3
  store i8 0, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 13), align 1, !tbaa !3
  %83 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %84 = icmp ugt i32 %83, 1
  %85 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %83
  %86 = getelementptr inbounds i8, i8* %85, i32 -1
  %87 = icmp ugt i8* %86, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %88 = select i1 %84, i1 %87, i1 false
  br i1 %88, label %89, label %97

89:                                               ; preds = %79, %89
  %90 = phi i8* [ %95, %89 ], [ %86, %79 ]
  %91 = phi i8* [ %94, %89 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %79 ]
  %92 = load i8, i8* %91, align 1, !tbaa !3
  %93 = load i8, i8* %90, align 1, !tbaa !3
  %94 = getelementptr inbounds i8, i8* %91, i32 1
  store i8 %93, i8* %91, align 1, !tbaa !3
  store i8 %92, i8* %90, align 1, !tbaa !3
  %95 = getelementptr inbounds i8, i8* %90, i32 -1
  %96 = icmp ult i8* %94, %95
  br i1 %96, label %89, label %97, !llvm.loop !8

97:                                               ; preds = %89, %79
  %98 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !3
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %108, label %100

100:                                              ; preds = %97, %100
  %101 = phi i8 [ %106, %100 ], [ %98, %97 ]
  %102 = phi i8* [ %103, %100 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %97 ]
  %103 = getelementptr inbounds i8, i8* %102, i32 1
  %104 = sext i8 %101 to i32
  %105 = tail call i32 @putchar(i32 noundef %104) #2
  %106 = load i8, i8* %103, align 1, !tbaa !3
  %107 = icmp eq i8 %106, 0
  br i1 %107, label %108, label %100, !llvm.loop !9

108:                                              ; preds = %100, %97
  %109 = tail call i32 @putchar(i32 noundef 10) #2
  br label %145

110:                                              ; preds = %306
  %111 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 1), align 1, !tbaa !3
  store i8 %111, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !3
  %112 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 6), align 1, !tbaa !3
  store i8 %112, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 1), align 1, !tbaa !3
  store i8 %111, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 2), align 1, !tbaa !3
  store i8 %111, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 3), align 1, !tbaa !3
  store i8 %111, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 4), align 1, !tbaa !3
  %113 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 2), align 1, !tbaa !3
  store i8 %113, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 5), align 1, !tbaa !3
  %114 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 4), align 1, !tbaa !3
  store i8 %114, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 6), align 1, !tbaa !3
  %115 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 3), align 1, !tbaa !3
  store i8 %115, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 7), align 1, !tbaa !3
  store i8 %111, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 8), align 1, !tbaa !3
  store i8 %114, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 9), align 1, !tbaa !3
  %116 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 0), align 1, !tbaa !3
  store i8 %116, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 10), align 1, !tbaa !3
  store i8 %111, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 11), align 1, !tbaa !3
  store i8 0, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 12), align 1, !tbaa !3
  %117 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %118 = icmp ugt i32 %117, 1
  %119 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %117
  %120 = getelementptr inbounds i8, i8* %119, i32 -1
  %121 = icmp ugt i8* %120, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %122 = select i1 %118, i1 %121, i1 false
  br i1 %122, label %123, label %131

123:                                              ; preds = %110, %123
  %124 = phi i8* [ %129, %123 ], [ %120, %110 ]
  %125 = phi i8* [ %128, %123 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %110 ]
  %126 = load i8, i8* %125, align 1, !tbaa !3
  %127 = load i8, i8* %124, align 1, !tbaa !3
  %128 = getelementptr inbounds i8, i8* %125, i32 1
  store i8 %127, i8* %125, align 1, !tbaa !3
  store i8 %126, i8* %124, align 1, !tbaa !3
  %129 = getelementptr inbounds i8, i8* %124, i32 -1
  %130 = icmp ult i8* %128, %129
  br i1 %130, label %123, label %131, !llvm.loop !8

131:                                              ; preds = %123, %110
  %132 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !3
  %133 = icmp eq i8 %132, 0
  br i1 %133, label %142, label %134

134:                                              ; preds = %131, %134
  %135 = phi i8 [ %140, %134 ], [ %132, %131 ]
  %136 = phi i8* [ %137, %134 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %131 ]
  %137 = getelementptr inbounds i8, i8* %136, i32 1
  %138 = sext i8 %135 to i32
  %139 = tail call i32 @putchar(i32 noundef %138) #2
  %140 = load i8, i8* %137, align 1, !tbaa !3
  %141 = icmp eq i8 %140, 0
  br i1 %141, label %142, label %134, !llvm.loop !9

142:                                              ; preds = %134, %131
  %143 = tail call i32 @putchar(i32 noundef 10) #2
  %144 = and i32 %310, 2147483647
  ret i32 %144

145:                                              ; preds = %108, %306
  %146 = phi i32 [ -2128831035, %108 ], [ %310, %306 ]
  %147 = phi i32 [ 0, %108 ], [ %313, %306 ]
  %148 = phi i32 [ 1, %108 ], [ %312, %306 ]
  %149 = trunc i32 %147 to i8
  %150 = urem i8 %149, 15
  %151 = add nuw nsw i8 %150, 2
  %152 = zext i8 %151 to i32
  br label %153

153:                                              ; preds = %153, %145
  %154 = phi i32 [ %148, %145 ], [ %157, %153 ]
  %155 = phi i8* [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %145 ], [ %160, %153 ]
  %156 = srem i32 %154, %152
  %157 = sdiv i32 %154, %152
  %158 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %156
  %159 = load i8, i8* %158, align 1, !tbaa !3
  %160 = getelementptr inbounds i8, i8* %155, i32 1
  store i8 %159, i8* %155, align 1, !tbaa !3
  %161 = icmp sgt i32 %157, 0
  br i1 %161, label %153, label %162, !llvm.loop !6

162:                                              ; preds = %153
  store i8 0, i8* %160, align 1, !tbaa !3
  %163 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %164 = icmp ugt i32 %163, 1
  %165 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %163
  %166 = getelementptr inbounds i8, i8* %165, i32 -1
  %167 = icmp ugt i8* %166, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %168 = select i1 %164, i1 %167, i1 false
  br i1 %168, label %169, label %177

169:                                              ; preds = %162, %169
  %170 = phi i8* [ %175, %169 ], [ %166, %162 ]
  %171 = phi i8* [ %174, %169 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %162 ]
  %172 = load i8, i8* %171, align 1, !tbaa !3
  %173 = load i8, i8* %170, align 1, !tbaa !3
  %174 = getelementptr inbounds i8, i8* %171, i32 1
  store i8 %173, i8* %171, align 1, !tbaa !3
  store i8 %172, i8* %170, align 1, !tbaa !3
  %175 = getelementptr inbounds i8, i8* %170, i32 -1
  %176 = icmp ult i8* %174, %175
  br i1 %176, label %169, label %177, !llvm.loop !8

177:                                              ; preds = %169, %162
  %178 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !3
  %179 = icmp eq i8 %178, 0
  br i1 %179, label %193, label %180

180:                                              ; preds = %177, %180
  %181 = phi i8 [ %191, %180 ], [ %178, %177 ]
  %182 = phi i8* [ %190, %180 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %177 ]
  %183 = phi i32 [ %189, %180 ], [ 0, %177 ]
  %184 = sext i8 %181 to i32
  %185 = icmp sgt i8 %181, 64
  %186 = select i1 %185, i32 -55, i32 -48
  %187 = mul nsw i32 %183, %152
  %188 = add nsw i32 %186, %184
  %189 = add i32 %188, %187
  %190 = getelementptr inbounds i8, i8* %182, i32 1
  %191 = load i8, i8* %190, align 1, !tbaa !3
  %192 = icmp eq i8 %191, 0
  br i1 %192, label %193, label %180, !llvm.loop !10

193:                                              ; preds = %180, %177
  %194 = phi i32 [ 0, %177 ], [ %189, %180 ]
  %195 = icmp eq i32 %194, %148
  br i1 %195, label %198, label %196

196:                                              ; preds = %193
  tail call void @abort() #2
  %197 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !3
  br label %198

198:                                              ; preds = %196, %193
  %199 = phi i8 [ %197, %196 ], [ %178, %193 ]
  %200 = icmp eq i8 %199, 0
  br i1 %200, label %201, label %246

201:                                              ; preds = %246, %198
  %202 = phi i32 [ %146, %198 ], [ %252, %246 ]
  br label %203

203:                                              ; preds = %201, %203
  %204 = phi i32 [ %210, %203 ], [ %148, %201 ]
  %205 = phi i8* [ %209, %203 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %201 ]
  %206 = srem i32 %204, 10
  %207 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %206
  %208 = load i8, i8* %207, align 1, !tbaa !3
  %209 = getelementptr inbounds i8, i8* %205, i32 1
  store i8 %208, i8* %205, align 1, !tbaa !3
  %210 = sdiv i32 %204, 10
  %211 = icmp sgt i32 %204, 9
  br i1 %211, label %203, label %212, !llvm.loop !11

212:                                              ; preds = %203
  store i8 0, i8* %209, align 1, !tbaa !3
  %213 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %214 = icmp ugt i32 %213, 1
  %215 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %213
  %216 = getelementptr inbounds i8, i8* %215, i32 -1
  %217 = icmp ugt i8* %216, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %218 = select i1 %214, i1 %217, i1 false
  br i1 %218, label %219, label %227

219:                                              ; preds = %212, %219
  %220 = phi i8* [ %225, %219 ], [ %216, %212 ]
  %221 = phi i8* [ %224, %219 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %212 ]
  %222 = load i8, i8* %221, align 1, !tbaa !3
  %223 = load i8, i8* %220, align 1, !tbaa !3
  %224 = getelementptr inbounds i8, i8* %221, i32 1
  store i8 %223, i8* %221, align 1, !tbaa !3
  store i8 %222, i8* %220, align 1, !tbaa !3
  %225 = getelementptr inbounds i8, i8* %220, i32 -1
  %226 = icmp ult i8* %224, %225
  br i1 %226, label %219, label %227, !llvm.loop !8

227:                                              ; preds = %219, %212
  %228 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !3
  %229 = icmp eq i8 %228, 0
  br i1 %229, label %243, label %230

230:                                              ; preds = %227, %230
  %231 = phi i8 [ %241, %230 ], [ %228, %227 ]
  %232 = phi i8* [ %240, %230 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %227 ]
  %233 = phi i32 [ %239, %230 ], [ 0, %227 ]
  %234 = sext i8 %231 to i32
  %235 = icmp sgt i8 %231, 64
  %236 = select i1 %235, i32 -55, i32 -48
  %237 = mul nsw i32 %233, 10
  %238 = add nsw i32 %236, %234
  %239 = add i32 %238, %237
  %240 = getelementptr inbounds i8, i8* %232, i32 1
  %241 = load i8, i8* %240, align 1, !tbaa !3
  %242 = icmp eq i8 %241, 0
  br i1 %242, label %243, label %230, !llvm.loop !10

243:                                              ; preds = %230, %227
  %244 = phi i32 [ 0, %227 ], [ %239, %230 ]
  %245 = icmp eq i32 %244, %148
  br i1 %245, label %257, label %256

246:                                              ; preds = %198, %246
  %247 = phi i8 [ %254, %246 ], [ %199, %198 ]
  %248 = phi i8* [ %253, %246 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %198 ]
  %249 = phi i32 [ %252, %246 ], [ %146, %198 ]
  %250 = zext i8 %247 to i32
  %251 = xor i32 %249, %250
  %252 = mul i32 %251, 16777619
  %253 = getelementptr inbounds i8, i8* %248, i32 1
  %254 = load i8, i8* %253, align 1, !tbaa !3
  %255 = icmp eq i8 %254, 0
  br i1 %255, label %201, label %246, !llvm.loop !12

256:                                              ; preds = %243
  tail call void @abort() #2
  br label %257

257:                                              ; preds = %256, %243
  %258 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %259 = xor i32 %258, %202
  br label %260

260:                                              ; preds = %260, %257
  %261 = phi i32 [ %148, %257 ], [ %267, %260 ]
  %262 = phi i8* [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %257 ], [ %266, %260 ]
  %263 = and i32 %261, 15
  %264 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %263
  %265 = load i8, i8* %264, align 1, !tbaa !3
  %266 = getelementptr inbounds i8, i8* %262, i32 1
  store i8 %265, i8* %262, align 1, !tbaa !3
  %267 = lshr i32 %261, 4
  %268 = icmp ult i32 %261, 16
  br i1 %268, label %269, label %260, !llvm.loop !13

269:                                              ; preds = %260
  %270 = mul i32 %259, 16777619
  store i8 0, i8* %266, align 1, !tbaa !3
  %271 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %272 = icmp ugt i32 %271, 1
  %273 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %271
  %274 = getelementptr inbounds i8, i8* %273, i32 -1
  %275 = icmp ugt i8* %274, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %276 = select i1 %272, i1 %275, i1 false
  br i1 %276, label %277, label %285

277:                                              ; preds = %269, %277
  %278 = phi i8* [ %283, %277 ], [ %274, %269 ]
  %279 = phi i8* [ %282, %277 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %269 ]
  %280 = load i8, i8* %279, align 1, !tbaa !3
  %281 = load i8, i8* %278, align 1, !tbaa !3
  %282 = getelementptr inbounds i8, i8* %279, i32 1
  store i8 %281, i8* %279, align 1, !tbaa !3
  store i8 %280, i8* %278, align 1, !tbaa !3
  %283 = getelementptr inbounds i8, i8* %278, i32 -1
  %284 = icmp ult i8* %282, %283
  br i1 %284, label %277, label %285, !llvm.loop !8

285:                                              ; preds = %277, %269
  %286 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !3
  %287 = icmp eq i8 %286, 0
  br i1 %287, label %301, label %288

288:                                              ; preds = %285, %288
  %289 = phi i8 [ %299, %288 ], [ %286, %285 ]
  %290 = phi i8* [ %298, %288 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %285 ]
  %291 = phi i32 [ %297, %288 ], [ 0, %285 ]
  %292 = sext i8 %289 to i32
  %293 = icmp sgt i8 %289, 64
  %294 = select i1 %293, i32 -55, i32 -48
  %295 = shl nsw i32 %291, 4
  %296 = add nsw i32 %294, %292
  %297 = add i32 %296, %295
  %298 = getelementptr inbounds i8, i8* %290, i32 1
  %299 = load i8, i8* %298, align 1, !tbaa !3
  %300 = icmp eq i8 %299, 0
  br i1 %300, label %301, label %288, !llvm.loop !10

301:                                              ; preds = %288, %285
  %302 = phi i32 [ 0, %285 ], [ %297, %288 ]
  %303 = icmp eq i32 %302, %148
  br i1 %303, label %306, label %304

304:                                              ; preds = %301
  tail call void @abort() #2
  %305 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !3
  br label %306

306:                                              ; preds = %304, %301
  %307 = phi i8 [ %305, %304 ], [ %286, %301 ]
  %308 = zext i8 %307 to i32
  %309 = xor i32 %270, %308
  %310 = mul i32 %309, 16777619
  %311 = mul i32 %148, -1640531535
  %312 = lshr i32 %311, 1
  %313 = add nuw nsw i32 %147, 1
  %314 = icmp eq i32 %313, 60
  br i1 %314, label %110, label %145, !llvm.loop !14
}

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i32 @strlen(i8* noundef) local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
