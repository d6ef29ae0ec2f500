; ModuleID = 'convert_divmod.c'
source_filename = "convert_divmod.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@digits = dso_local local_unnamed_addr global [17 x i8] c"0123456789ABCDEF\00", align 16
@buf = dso_local global [100 x i8] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local void @convert(i8* noundef %0, i8* nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  br label %5

5:                                                ; preds = %5, %4
  %6 = phi i32 [ %3, %4 ], [ %9, %5 ]
  %7 = phi i8* [ %0, %4 ], [ %13, %5 ]
  %8 = srem i32 %6, %2
  %9 = sdiv i32 %6, %2
  %10 = sext i32 %8 to i64
  %11 = getelementptr inbounds i8, i8* %1, i64 %10
  %12 = load i8, i8* %11, align 1, !tbaa !2
  %13 = getelementptr inbounds i8, i8* %7, i64 1
  store i8 %12, i8* %7, align 1, !tbaa !2
  %14 = icmp sgt i32 %9, 0
  br i1 %14, label %5, label %15, !llvm.loop !5

15:                                               ; preds = %5
  store i8 0, i8* %13, align 1, !tbaa !2
  %16 = call i64 @strlen(i8* noundef %0) #2
  %17 = icmp ugt i64 %16, 1
  %18 = getelementptr inbounds i8, i8* %0, i64 %16
  %19 = getelementptr inbounds i8, i8* %18, i64 -1
  %20 = icmp ugt i8* %19, %0
  %21 = select i1 %17, i1 %20, i1 false
  br i1 %21, label %22, label %30

22:                                               ; preds = %15, %22
  %23 = phi i8* [ %28, %22 ], [ %19, %15 ]
  %24 = phi i8* [ %27, %22 ], [ %0, %15 ]
  %25 = load i8, i8* %24, align 1, !tbaa !2
  %26 = load i8, i8* %23, align 1, !tbaa !2
  %27 = getelementptr inbounds i8, i8* %24, i64 1
  store i8 %26, i8* %24, align 1, !tbaa !2
  store i8 %25, i8* %23, align 1, !tbaa !2
  %28 = getelementptr inbounds i8, i8* %23, i64 -1
  %29 = icmp ult i8* %27, %28
  br i1 %29, label %22, label %30, !llvm.loop !8

30:                                               ; preds = %22, %15
  ret void
}

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 4711, %0 ], [ %5, %1 ]
  %3 = phi i8* [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %0 ], [ %9, %1 ]
  %4 = srem i32 %2, 10
  %5 = sdiv i32 %2, 10
  %6 = sext i32 %4 to i64
  %7 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i64 0, i64 %6
  %8 = load i8, i8* %7, align 1, !tbaa !2
  %9 = getelementptr inbounds i8, i8* %3, i64 1
  store i8 %8, i8* %3, align 1, !tbaa !2
  %10 = icmp eq i8* %3, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 3)
  br i1 %10, label %11, label %1, !llvm.loop !5

11:                                               ; preds = %1
  store i8 0, i8* %9, align 1, !tbaa !2
  %12 = call i64 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)) #2
  %13 = icmp ugt i64 %12, 1
  %14 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i64 0, i64 %12
  %15 = getelementptr inbounds i8, i8* %14, i64 -1
  %16 = icmp ugt i8* %15, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)
  %17 = select i1 %13, i1 %16, i1 false
  br i1 %17, label %18, label %26

18:                                               ; preds = %11, %18
  %19 = phi i8* [ %24, %18 ], [ %15, %11 ]
  %20 = phi i8* [ %23, %18 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %11 ]
  %21 = load i8, i8* %20, align 1, !tbaa !2
  %22 = load i8, i8* %19, align 1, !tbaa !2
  %23 = getelementptr inbounds i8, i8* %20, i64 1
  store i8 %22, i8* %20, align 1, !tbaa !2
  store i8 %21, i8* %19, align 1, !tbaa !2
  %24 = getelementptr inbounds i8, i8* %19, i64 -1
  %25 = icmp ult i8* %23, %24
  br i1 %25, label %18, label %26, !llvm.loop !8

26:                                               ; preds = %18, %11
  %27 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !2
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %37, label %29

29:                                               ; preds = %26, %29
  %30 = phi i8 [ %35, %29 ], [ %27, %26 ]
  %31 = phi i8* [ %32, %29 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %26 ]
  %32 = getelementptr inbounds i8, i8* %31, i64 1
  %33 = sext i8 %30 to i32
  %34 = call i32 @putchar(i32 noundef %33) #2
  %35 = load i8, i8* %32, align 1, !tbaa !2
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %37, label %29, !llvm.loop !9

37:                                               ; preds = %29, %26
  %38 = call i32 @putchar(i32 noundef 10) #2
  %39 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !2
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %54, label %41

41:                                               ; preds = %37, %41
  %42 = phi i8 [ %52, %41 ], [ %39, %37 ]
  %43 = phi i8* [ %51, %41 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %37 ]
  %44 = phi i32 [ %50, %41 ], [ 0, %37 ]
  %45 = sext i8 %42 to i32
  %46 = icmp sgt i8 %42, 64
  %47 = select i1 %46, i32 -55, i32 -48
  %48 = mul nsw i32 %44, 10
  %49 = add nsw i32 %47, %45
  %50 = add i32 %49, %48
  %51 = getelementptr inbounds i8, i8* %43, i64 1
  %52 = load i8, i8* %51, align 1, !tbaa !2
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %54, label %41, !llvm.loop !10

54:                                               ; preds = %41, %37
  %55 = phi i32 [ 0, %37 ], [ %50, %41 ]
  %56 = icmp eq i32 %55, 4711
  br i1 %56, label %58, label %57

57:                                               ; preds = %54
  call void @abort() #2
  br label %58

58:                                               ; preds = %57, %54
  br label %59

59:                                               ; preds = %58, %59
  %60 = phi i32 [ %63, %59 ], [ 4711, %58 ]
  %61 = phi i8* [ %67, %59 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %58 ]
  %62 = srem i32 %60, 16
  %63 = sdiv i32 %60, 16
  %64 = sext i32 %62 to i64
  %65 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i64 0, i64 %64
  %66 = load i8, i8* %65, align 1, !tbaa !2
  %67 = getelementptr inbounds i8, i8* %61, i64 1
  store i8 %66, i8* %61, align 1, !tbaa !2
  %68 = icmp eq i8* %61, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 3)
  br i1 %68, label %69, label %59, !llvm.loop !5

69:                                               ; preds = %59
  store i8 0, i8* %67, align 1, !tbaa !2
  %70 = call i64 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)) #2
  %71 = icmp ugt i64 %70, 1
  %72 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i64 0, i64 %70
  %73 = getelementptr inbounds i8, i8* %72, i64 -1
  %74 = icmp ugt i8* %73, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)
  %75 = select i1 %71, i1 %74, i1 false
  br i1 %75, label %76, label %84

76:                                               ; preds = %69, %76
  %77 = phi i8* [ %82, %76 ], [ %73, %69 ]
  %78 = phi i8* [ %81, %76 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %69 ]
  %79 = load i8, i8* %78, align 1, !tbaa !2
  %80 = load i8, i8* %77, align 1, !tbaa !2
  %81 = getelementptr inbounds i8, i8* %78, i64 1
  store i8 %80, i8* %78, align 1, !tbaa !2
  store i8 %79, i8* %77, align 1, !tbaa !2
  %82 = getelementptr inbounds i8, i8* %77, i64 -1
  %83 = icmp ult i8* %81, %82
  br i1 %83, label %76, label %84, !llvm.loop !8

84:                                               ; preds = %76, %69
  %85 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !2
  %86 = icmp eq i8 %85, 0
  br i1 %86, label %95, label %87

87:                                               ; preds = %84, %87
  %88 = phi i8 [ %93, %87 ], [ %85, %84 ]
  %89 = phi i8* [ %90, %87 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %84 ]
  %90 = getelementptr inbounds i8, i8* %89, i64 1
  %91 = sext i8 %88 to i32
  %92 = call i32 @putchar(i32 noundef %91) #2
  %93 = load i8, i8* %90, align 1, !tbaa !2
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %95, label %87, !llvm.loop !9

95:                                               ; preds = %87, %84
  %96 = call i32 @putchar(i32 noundef 10) #2
  br label %97

97:                                               ; preds = %97, %95
  %98 = phi i32 [ 4711, %95 ], [ %101, %97 ]
  %99 = phi i8* [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %95 ], [ %105, %97 ]
  %100 = srem i32 %98, 2
  %101 = sdiv i32 %98, 2
  %102 = sext i32 %100 to i64
  %103 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i64 0, i64 %102
  %104 = load i8, i8* %103, align 1, !tbaa !2
  %105 = getelementptr inbounds i8, i8* %99, i64 1
  store i8 %104, i8* %99, align 1, !tbaa !2
  %106 = icmp eq i8* %99, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 12)
  br i1 %106, label %107, label %97, !llvm.loop !5

107:                                              ; preds = %97
  store i8 0, i8* %105, align 1, !tbaa !2
  %108 = call i64 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)) #2
  %109 = icmp ugt i64 %108, 1
  %110 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i64 0, i64 %108
  %111 = getelementptr inbounds i8, i8* %110, i64 -1
  %112 = icmp ugt i8* %111, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)
  %113 = select i1 %109, i1 %112, i1 false
  br i1 %113, label %114, label %122

114:                                              ; preds = %107, %114
  %115 = phi i8* [ %120, %114 ], [ %111, %107 ]
  %116 = phi i8* [ %119, %114 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %107 ]
  %117 = load i8, i8* %116, align 1, !tbaa !2
  %118 = load i8, i8* %115, align 1, !tbaa !2
  %119 = getelementptr inbounds i8, i8* %116, i64 1
  store i8 %118, i8* %116, align 1, !tbaa !2
  store i8 %117, i8* %115, align 1, !tbaa !2
  %120 = getelementptr inbounds i8, i8* %115, i64 -1
  %121 = icmp ult i8* %119, %120
  br i1 %121, label %114, label %122, !llvm.loop !8

122:                                              ; preds = %114, %107
  %123 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !2
  %124 = icmp eq i8 %123, 0
  br i1 %124, label %133, label %125

125:                                              ; preds = %122, %125
  %126 = phi i8 [ %131, %125 ], [ %123, %122 ]
  %127 = phi i8* [ %128, %125 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %122 ]
  %128 = getelementptr inbounds i8, i8* %127, i64 1
  %129 = sext i8 %126 to i32
  %130 = call i32 @putchar(i32 noundef %129) #2
  %131 = load i8, i8* %128, align 1, !tbaa !2
  %132 = icmp eq i8 %131, 0
  br i1 %132, label %133, label %125, !llvm.loop !9

133:                                              ; preds = %125, %122
  %134 = call i32 @putchar(i32 noundef 10) #2
  br label %174

135:                                              ; preds = %335, %135
  %136 = phi i32 [ %139, %135 ], [ 2147483647, %335 ]
  %137 = phi i8* [ %143, %135 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %335 ]
  %138 = srem i32 %136, 7
  %139 = sdiv i32 %136, 7
  %140 = sext i32 %138 to i64
  %141 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i64 0, i64 %140
  %142 = load i8, i8* %141, align 1, !tbaa !2
  %143 = getelementptr inbounds i8, i8* %137, i64 1
  store i8 %142, i8* %137, align 1, !tbaa !2
  %144 = icmp eq i8* %137, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 11)
  br i1 %144, label %145, label %135, !llvm.loop !5

145:                                              ; preds = %135
  store i8 0, i8* %143, align 1, !tbaa !2
  %146 = call i64 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)) #2
  %147 = icmp ugt i64 %146, 1
  %148 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i64 0, i64 %146
  %149 = getelementptr inbounds i8, i8* %148, i64 -1
  %150 = icmp ugt i8* %149, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)
  %151 = select i1 %147, i1 %150, i1 false
  br i1 %151, label %152, label %160

152:                                              ; preds = %145, %152
  %153 = phi i8* [ %158, %152 ], [ %149, %145 ]
  %154 = phi i8* [ %157, %152 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %145 ]
  %155 = load i8, i8* %154, align 1, !tbaa !2
  %156 = load i8, i8* %153, align 1, !tbaa !2
  %157 = getelementptr inbounds i8, i8* %154, i64 1
  store i8 %156, i8* %154, align 1, !tbaa !2
  store i8 %155, i8* %153, align 1, !tbaa !2
  %158 = getelementptr inbounds i8, i8* %153, i64 -1
  %159 = icmp ult i8* %157, %158
  br i1 %159, label %152, label %160, !llvm.loop !8

160:                                              ; preds = %152, %145
  %161 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !2
  %162 = icmp eq i8 %161, 0
  br i1 %162, label %171, label %163

163:                                              ; preds = %160, %163
  %164 = phi i8 [ %169, %163 ], [ %161, %160 ]
  %165 = phi i8* [ %166, %163 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %160 ]
  %166 = getelementptr inbounds i8, i8* %165, i64 1
  %167 = sext i8 %164 to i32
  %168 = call i32 @putchar(i32 noundef %167) #2
  %169 = load i8, i8* %166, align 1, !tbaa !2
  %170 = icmp eq i8 %169, 0
  br i1 %170, label %171, label %163, !llvm.loop !9

171:                                              ; preds = %163, %160
  %172 = call i32 @putchar(i32 noundef 10) #2
  %173 = and i32 %339, 2147483647
  ret i32 %173

174:                                              ; preds = %133, %335
  %175 = phi i32 [ -2128831035, %133 ], [ %339, %335 ]
  %176 = phi i32 [ 0, %133 ], [ %342, %335 ]
  %177 = phi i32 [ 1, %133 ], [ %341, %335 ]
  %178 = urem i32 %176, 15
  %179 = add nuw nsw i32 %178, 2
  br label %180

180:                                              ; preds = %180, %174
  %181 = phi i32 [ %177, %174 ], [ %184, %180 ]
  %182 = phi i8* [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %174 ], [ %188, %180 ]
  %183 = srem i32 %181, %179
  %184 = sdiv i32 %181, %179
  %185 = sext i32 %183 to i64
  %186 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i64 0, i64 %185
  %187 = load i8, i8* %186, align 1, !tbaa !2
  %188 = getelementptr inbounds i8, i8* %182, i64 1
  store i8 %187, i8* %182, align 1, !tbaa !2
  %189 = icmp sgt i32 %184, 0
  br i1 %189, label %180, label %190, !llvm.loop !5

190:                                              ; preds = %180
  store i8 0, i8* %188, align 1, !tbaa !2
  %191 = call i64 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)) #2
  %192 = icmp ugt i64 %191, 1
  %193 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i64 0, i64 %191
  %194 = getelementptr inbounds i8, i8* %193, i64 -1
  %195 = icmp ugt i8* %194, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)
  %196 = select i1 %192, i1 %195, i1 false
  br i1 %196, label %197, label %205

197:                                              ; preds = %190, %197
  %198 = phi i8* [ %203, %197 ], [ %194, %190 ]
  %199 = phi i8* [ %202, %197 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %190 ]
  %200 = load i8, i8* %199, align 1, !tbaa !2
  %201 = load i8, i8* %198, align 1, !tbaa !2
  %202 = getelementptr inbounds i8, i8* %199, i64 1
  store i8 %201, i8* %199, align 1, !tbaa !2
  store i8 %200, i8* %198, align 1, !tbaa !2
  %203 = getelementptr inbounds i8, i8* %198, i64 -1
  %204 = icmp ult i8* %202, %203
  br i1 %204, label %197, label %205, !llvm.loop !8

205:                                              ; preds = %197, %190
  %206 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !2
  %207 = icmp eq i8 %206, 0
  br i1 %207, label %221, label %208

208:                                              ; preds = %205, %208
  %209 = phi i8 [ %219, %208 ], [ %206, %205 ]
  %210 = phi i8* [ %218, %208 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %205 ]
  %211 = phi i32 [ %217, %208 ], [ 0, %205 ]
  %212 = sext i8 %209 to i32
  %213 = icmp sgt i8 %209, 64
  %214 = select i1 %213, i32 -55, i32 -48
  %215 = mul nsw i32 %211, %179
  %216 = add nsw i32 %214, %212
  %217 = add i32 %216, %215
  %218 = getelementptr inbounds i8, i8* %210, i64 1
  %219 = load i8, i8* %218, align 1, !tbaa !2
  %220 = icmp eq i8 %219, 0
  br i1 %220, label %221, label %208, !llvm.loop !10

221:                                              ; preds = %208, %205
  %222 = phi i32 [ 0, %205 ], [ %217, %208 ]
  %223 = icmp eq i32 %222, %177
  br i1 %223, label %225, label %224

224:                                              ; preds = %221
  call void @abort() #2
  br label %225

225:                                              ; preds = %224, %221
  %226 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !2
  %227 = icmp eq i8 %226, 0
  br i1 %227, label %228, label %274

228:                                              ; preds = %274, %225
  %229 = phi i32 [ %175, %225 ], [ %280, %274 ]
  br label %230

230:                                              ; preds = %228, %230
  %231 = phi i32 [ %238, %230 ], [ %177, %228 ]
  %232 = phi i8* [ %237, %230 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %228 ]
  %233 = srem i32 %231, 10
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i64 0, i64 %234
  %236 = load i8, i8* %235, align 1, !tbaa !2
  %237 = getelementptr inbounds i8, i8* %232, i64 1
  store i8 %236, i8* %232, align 1, !tbaa !2
  %238 = sdiv i32 %231, 10
  %239 = icmp sgt i32 %231, 9
  br i1 %239, label %230, label %240, !llvm.loop !11

240:                                              ; preds = %230
  store i8 0, i8* %237, align 1, !tbaa !2
  %241 = call i64 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)) #2
  %242 = icmp ugt i64 %241, 1
  %243 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i64 0, i64 %241
  %244 = getelementptr inbounds i8, i8* %243, i64 -1
  %245 = icmp ugt i8* %244, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)
  %246 = select i1 %242, i1 %245, i1 false
  br i1 %246, label %247, label %255

247:                                              ; preds = %240, %247
  %248 = phi i8* [ %253, %247 ], [ %244, %240 ]
  %249 = phi i8* [ %252, %247 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %240 ]
  %250 = load i8, i8* %249, align 1, !tbaa !2
  %251 = load i8, i8* %248, align 1, !tbaa !2
  %252 = getelementptr inbounds i8, i8* %249, i64 1
  store i8 %251, i8* %249, align 1, !tbaa !2
  store i8 %250, i8* %248, align 1, !tbaa !2
  %253 = getelementptr inbounds i8, i8* %248, i64 -1
  %254 = icmp ult i8* %252, %253
  br i1 %254, label %247, label %255, !llvm.loop !8

255:                                              ; preds = %247, %240
  %256 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !2
  %257 = icmp eq i8 %256, 0
  br i1 %257, label %271, label %258

258:                                              ; preds = %255, %258
  %259 = phi i8 [ %269, %258 ], [ %256, %255 ]
  %260 = phi i8* [ %268, %258 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %255 ]
  %261 = phi i32 [ %267, %258 ], [ 0, %255 ]
  %262 = sext i8 %259 to i32
  %263 = icmp sgt i8 %259, 64
  %264 = select i1 %263, i32 -55, i32 -48
  %265 = mul nsw i32 %261, 10
  %266 = add nsw i32 %264, %262
  %267 = add i32 %266, %265
  %268 = getelementptr inbounds i8, i8* %260, i64 1
  %269 = load i8, i8* %268, align 1, !tbaa !2
  %270 = icmp eq i8 %269, 0
  br i1 %270, label %271, label %258, !llvm.loop !10

271:                                              ; preds = %258, %255
  %272 = phi i32 [ 0, %255 ], [ %267, %258 ]
  %273 = icmp eq i32 %272, %177
  br i1 %273, label %285, label %284

274:                                              ; preds = %225, %274
  %275 = phi i8 [ %282, %274 ], [ %226, %225 ]
  %276 = phi i8* [ %281, %274 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %225 ]
  %277 = phi i32 [ %280, %274 ], [ %175, %225 ]
  %278 = zext i8 %275 to i32
  %279 = xor i32 %277, %278
  %280 = mul i32 %279, 16777619
  %281 = getelementptr inbounds i8, i8* %276, i64 1
  %282 = load i8, i8* %281, align 1, !tbaa !2
  %283 = icmp eq i8 %282, 0
  br i1 %283, label %228, label %274, !llvm.loop !12

284:                                              ; preds = %271
  call void @abort() #2
  br label %285

285:                                              ; preds = %284, %271
  %286 = call i64 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)) #2
  %287 = trunc i64 %286 to i32
  %288 = xor i32 %229, %287
  br label %289

289:                                              ; preds = %289, %285
  %290 = phi i32 [ %177, %285 ], [ %297, %289 ]
  %291 = phi i8* [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %285 ], [ %296, %289 ]
  %292 = and i32 %290, 15
  %293 = zext i32 %292 to i64
  %294 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i64 0, i64 %293
  %295 = load i8, i8* %294, align 1, !tbaa !2
  %296 = getelementptr inbounds i8, i8* %291, i64 1
  store i8 %295, i8* %291, align 1, !tbaa !2
  %297 = lshr i32 %290, 4
  %298 = icmp ult i32 %290, 16
  br i1 %298, label %299, label %289, !llvm.loop !13

299:                                              ; preds = %289
  %300 = mul i32 %288, 16777619
  store i8 0, i8* %296, align 1, !tbaa !2
  %301 = call i64 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)) #2
  %302 = icmp ugt i64 %301, 1
  %303 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i64 0, i64 %301
  %304 = getelementptr inbounds i8, i8* %303, i64 -1
  %305 = icmp ugt i8* %304, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)
  %306 = select i1 %302, i1 %305, i1 false
  br i1 %306, label %307, label %315

307:                                              ; preds = %299, %307
  %308 = phi i8* [ %313, %307 ], [ %304, %299 ]
  %309 = phi i8* [ %312, %307 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %299 ]
  %310 = load i8, i8* %309, align 1, !tbaa !2
  %311 = load i8, i8* %308, align 1, !tbaa !2
  %312 = getelementptr inbounds i8, i8* %309, i64 1
  store i8 %311, i8* %309, align 1, !tbaa !2
  store i8 %310, i8* %308, align 1, !tbaa !2
  %313 = getelementptr inbounds i8, i8* %308, i64 -1
  %314 = icmp ult i8* %312, %313
  br i1 %314, label %307, label %315, !llvm.loop !8

315:                                              ; preds = %307, %299
  %316 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !2
  %317 = icmp eq i8 %316, 0
  br i1 %317, label %331, label %318

318:                                              ; preds = %315, %318
  %319 = phi i8 [ %329, %318 ], [ %316, %315 ]
  %320 = phi i8* [ %328, %318 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %315 ]
  %321 = phi i32 [ %327, %318 ], [ 0, %315 ]
  %322 = sext i8 %319 to i32
  %323 = icmp sgt i8 %319, 64
  %324 = select i1 %323, i32 -55, i32 -48
  %325 = shl nsw i32 %321, 4
  %326 = add nsw i32 %324, %322
  %327 = add i32 %326, %325
  %328 = getelementptr inbounds i8, i8* %320, i64 1
  %329 = load i8, i8* %328, align 1, !tbaa !2
  %330 = icmp eq i8 %329, 0
  br i1 %330, label %331, label %318, !llvm.loop !10

331:                                              ; preds = %318, %315
  %332 = phi i32 [ 0, %315 ], [ %327, %318 ]
  %333 = icmp eq i32 %332, %177
  br i1 %333, label %335, label %334

334:                                              ; preds = %331
  call void @abort() #2
  br label %335

335:                                              ; preds = %334, %331
  %336 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !2
  %337 = zext i8 %336 to i32
  %338 = xor i32 %300, %337
  %339 = mul i32 %338, 16777619
  %340 = mul i32 %177, -1640531535
  %341 = lshr i32 %340, 1
  %342 = add nuw nsw i32 %176, 1
  %343 = icmp eq i32 %342, 60
  br i1 %343, label %135, label %174, !llvm.loop !14
}

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i64 @strlen(i8* noundef) local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = distinct !{!8, !6, !7}
!9 = distinct !{!9, !6, !7}
!10 = distinct !{!10, !6, !7}
!11 = distinct !{!11, !6, !7}
!12 = distinct !{!12, !6, !7}
!13 = distinct !{!13, !6, !7}
!14 = distinct !{!14, !6, !7}
